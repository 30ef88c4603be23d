// Attributes of unregistered dialects (OpaqueAttr): body kept verbatim, pretty form
// "#dialect.ident<...>" when possible, else "#dialect<body>".
"tst.a"() {a = #foo.bar, b = #foo.bar<"x">, c = #foo<"abc">, d = #foo.bar<{a = [1, 2]}>, e = #foo<bar  baz>, f = #foo<bar>, g = #foo<a_b.c<1, 2>>, h = #foo.y<{}>, i = #foo<a-b>, j = #foo.bar<   spaced   >, k = [#foo.x, #foo.y], l = #foo.bar<"a>b">} : () -> ()
"tst.b"() <{p = #foo.prop<1>}> : () -> ()
