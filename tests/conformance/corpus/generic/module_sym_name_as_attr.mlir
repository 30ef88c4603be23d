// Inherent attributes of a registered op given in the attribute dictionary are moved
// into the properties <{...}> on printing.
"builtin.module"() ({
  "tst.x"() : () -> ()
}) {sym_name = "m", tst.other = "o"} : () -> ()
