// Nested modules, including quoted symbol names and empty nested modules.
"builtin.module"() <{sym_name = "top"}> ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "builtin.module"() ({
      "tst.deep"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "with space"}> ({
  ^bb0:
  }) : () -> ()
  %0 = "tst.after"() : () -> i32
}) : () -> ()
