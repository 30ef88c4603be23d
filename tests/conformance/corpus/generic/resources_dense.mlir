// dense_resource + dialect_resources trailer: only blobs referenced by the printed IR are
// kept, in order of first reference; hex is re-printed in uppercase; keys that are not
// bare identifiers are quoted.
"tst.b"() {s = dense_resource<second> : tensor<1xi8>, q = dense_resource<"quoted blob"> : tensor<1xf32>} : () -> ()
"tst.a"() {r = dense_resource<first> : tensor<3xi8>, s = dense_resource<second> : tensor<1xi8>, d = dense_resource<a.b> : tensor<1xi8>} : () -> ()
"tst.c"() <{p = dense_resource<in_props> : tensor<2xi8>}> : () -> ()
{-#
  dialect_resources: {
    builtin: {
      first: "0x01000000aabbcc",
      second: "0x0100000002",
      orphan: "0x0100000001",
      "quoted blob": "0x040000000000803F",
      a.b: "0x0800000009",
      in_props: "0x010000000102"
    }
  }
#-}
