// Types of unregistered dialects (OpaqueType): the body is kept verbatim; the pretty
// "!dialect.ident<...>" form is used when the body starts with a letter and consists of
// [A-Za-z0-9._] optionally followed by <...>; otherwise "!dialect<body>".
"tst.ty"() {a = !foo.bar, b = !foo.bar<"x", 3, [1,2]>, c = !foo<"abc">, d = !foo<"a\"b">, e = !foo.bar<a<b>>, f = !foo<abc>, g = !foo<a.b<c>>, h = !foo<1x>, i = !foo<a b>, j = !foo.x<>, k = !foo.bar<"a>b">, l = !foo<a$b>, m = !foo.bar<   spaced   >, n = !foo.a_b.c9} : () -> ()
%0 = "tst.val"() : () -> !foo.bar<{k = 1}>
"tst.use"(%0) : (!foo.bar<{k = 1}>) -> ()
