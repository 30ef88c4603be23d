// A file trailer whose content is not referenced / empty: nothing is printed after the IR.
// A dense_resource whose blob is never defined prints fine but adds no trailer entry.
"tst.a"() {r = dense_resource<missing> : tensor<2xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      unused: "0x0100000001"
    }
  },
  external_resources: {
    empty: {}
  }
#-}
