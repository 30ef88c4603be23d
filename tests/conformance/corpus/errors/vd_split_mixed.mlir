// FLAGS: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// expected-error @below {{same type}}
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32

// -----

"foo.ok"() : () -> ()

// -----

// expected-error @below {{never produced}}
"foo.op"() : () -> ()

// -----

%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32

// -----

// expected-error @below {{unexpected character}}
$
