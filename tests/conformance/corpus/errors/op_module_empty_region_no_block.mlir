"builtin.module"() ({
}) : () -> ()
