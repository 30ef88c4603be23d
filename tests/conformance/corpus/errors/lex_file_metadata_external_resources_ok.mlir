"foo.op"() : () -> ()
{-#
  external_resources: {
    foo: {
      k: "v"
    }
  }
#-}
