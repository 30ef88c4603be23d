// Two top-level modules: wrapped in an implicit module.
"builtin.module"() ({
^bb0:
}) : () -> ()
"builtin.module"() <{sym_name = "b"}> ({
  "tst.in_b"() : () -> ()
}) : () -> ()
