// ALSO: noallow
"func.bogus"() : () -> ()
