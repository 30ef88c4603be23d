// FLAGS: --split-input-file --allow-unregistered-dialect --mlir-print-op-generic
"foo.a"() : () -> ()
  // -----
"foo.b"() : () -> ()
// ------
"foo.c"() : () -> ()
//-----
"foo.d"() : () -> ()
// ----- trailing text
"foo.e"() : () -> ()
"foo.f"() : () -> () // -----
"foo.g"() : () -> ()
