"foo.op"() ({
  "bar.op"() : () -> ()
