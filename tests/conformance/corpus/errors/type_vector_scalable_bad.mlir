"foo.op"() : () -> vector<[4]x[?]xf32>
