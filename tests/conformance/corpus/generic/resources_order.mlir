// Resource entries are listed in the order they are first printed (textual order,
// including properties), not in the order of the alias-collection walk.
"tst.c"() <{p = dense_resource<in_props> : tensor<2xi8>}> : () -> ()
"tst.r"() ({
  "tst.in"() {x = dense_resource<in_region> : tensor<1xi8>} : () -> ()
}) {y = dense_resource<in_attr> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      in_attr: "0x0100000001",
      in_region: "0x0100000002",
      in_props: "0x010000000102"
    }
  }
#-}
