module @outer attributes {tst.a = 1 : i32, tst.b} {
  module {
  }
  module @named {
    "tst.op"() : () -> ()
  }
  module attributes {tst.only_attrs = "x"} {
  }
  module @vis attributes {sym_visibility = "private"} {
  }
  builtin.module @explicit {
  }
  "builtin.module"() ({
    "tst.generic_inside"() : () -> ()
  }) {sym_name = "from_generic"} : () -> ()
}
