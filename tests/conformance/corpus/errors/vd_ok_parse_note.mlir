// FLAGS: --allow-unregistered-dialect --verify-diagnostics
// expected-note @below {{previously defined here}}
%0 = "foo.def"() : () -> i32
// expected-error @below {{redefinition of SSA value}}
%0 = "foo.def"() : () -> i32
