// ALSO: noallow
%0 = "builtin.unrealized_conversion_cast"() {a = #foo.bar<1>} : () -> i32
