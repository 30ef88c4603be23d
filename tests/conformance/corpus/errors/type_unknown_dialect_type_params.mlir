// ALSO: noallow
%0 = "builtin.unrealized_conversion_cast"() : () -> !foo.bar<1, "x", [2]>
