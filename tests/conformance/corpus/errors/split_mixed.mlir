// FLAGS: --split-input-file --allow-unregistered-dialect --mlir-print-op-generic
"foo.a"() : () -> ()

// -----

"foo.b"() : () -> ()
$

// -----

%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32

// -----

"foo.d"() : () -> ()
