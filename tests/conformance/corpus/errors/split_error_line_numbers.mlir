// FLAGS: --split-input-file --allow-unregistered-dialect --mlir-print-op-generic
"foo.a"() : () -> ()


// -----



"foo.b"() : () -> ()
%1 = "foo.use"(%9) : (i32) -> i32
// -----

%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
