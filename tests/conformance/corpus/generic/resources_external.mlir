// external_resources: entries of unknown keys are kept in input order (blob hex is
// upper-cased); groups with no entries are dropped. Combined with dialect_resources.
"tst.a"() {r = dense_resource<blob1> : tensor<4xi8>} : () -> ()
{-#
  external_resources: {
    tst_tool: {
      key: "value",
      flag: true,
      off: false,
      blob: "0x04000000DEADbeef"
    },
    empty_group: {},
    another: { z: "1", a: "2" },
    escapes: { s: "a\"b\n\01é", e: "", notblob: "0X12" }
  },
  dialect_resources: {
    builtin: {
      blob1: "0x0800000001020304"
    }
  }
#-}
