// ALSO: noallow
"foo.op"() : () -> ()
