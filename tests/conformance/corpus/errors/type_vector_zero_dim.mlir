"foo.op"() : () -> vector<0xf32>
