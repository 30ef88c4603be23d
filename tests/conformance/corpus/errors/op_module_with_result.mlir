%0 = "builtin.module"() ({
}) : () -> i32
