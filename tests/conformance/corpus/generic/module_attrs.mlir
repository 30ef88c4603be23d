// Module with sym_name (an inherent attribute -> printed as a property) and discardable attrs.
"builtin.module"() <{sym_name = "outer", sym_visibility = "private"}> ({
  "tst.x"() : () -> ()
}) {tst.attr = 1 : i32, tst.flag} : () -> ()
