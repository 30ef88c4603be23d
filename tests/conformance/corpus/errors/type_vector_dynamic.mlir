"foo.op"() : () -> vector<?xf32>
