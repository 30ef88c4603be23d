// ALSO: noallow
foo.op
