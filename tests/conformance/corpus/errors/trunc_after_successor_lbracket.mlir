"foo.op"() ({
  "foo.br"() [