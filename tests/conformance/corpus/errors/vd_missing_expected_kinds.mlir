// FLAGS: --allow-unregistered-dialect --verify-diagnostics
"foo.op"() : () -> () // expected-warning {{w}}
"foo.op"() : () -> () // expected-remark {{r}}
"foo.op"() : () -> () // expected-note {{n}}
// expected-error @unknown {{u}}
