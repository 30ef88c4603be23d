"foo.op"() : () -> vector<4xtensor<2xf32>>
