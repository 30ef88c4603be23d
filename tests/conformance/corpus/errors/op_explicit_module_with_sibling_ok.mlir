"builtin.module"() ({
^bb0:
}) : () -> ()
"foo.op"() : () -> ()
