// ALSO: noallow
"foo"() : () -> ()
