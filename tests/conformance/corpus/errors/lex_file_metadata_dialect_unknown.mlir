"foo.op"() : () -> ()
{-#
  dialect_resources: {
    foo: {}
  }
#-}
