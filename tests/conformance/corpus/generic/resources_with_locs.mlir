// Resources together with location aliases (--mlir-print-debuginfo): deferred #loc aliases
// come first, then a blank line and the {-# ... #-} block.
"tst.a"() {r = dense_resource<blob> : tensor<2xi8>} : () -> () loc("res.mlir":1:1)
"tst.b"() {m = affine_map<(d0) -> (d0 * 3)>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob: "0x010000000102"
    }
  }
#-}
