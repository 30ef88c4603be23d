// Operation names are printed as escaped strings.
"tst.op-with-dash"() : () -> ()
"tst.\22q"() : () -> ()
"tst.é"() : () -> ()
"tst.a.b.c"() : () -> ()
"tst"() : () -> ()
"tst.op_with$dollar"() : () -> ()
