// Symbol references: bare if [A-Za-z_][A-Za-z0-9_$.]*, otherwise quoted & escaped;
// nested references joined by "::".
"tst.sym"() {a = @a, b = @"quoted name", c = @a::@b::@c, d = @"a"::@"b c"::@d, e = @a.b, f = @a$, g = @"0a", h = @"a-b", i = @"é", j = @"a\"b", k = @_, l = @A9, m = [@x, @y::@z]} : () -> ()
"tst.sym2"() {a = @true, b = @i32, c = @loc, d = @"x:y"} : () -> ()
