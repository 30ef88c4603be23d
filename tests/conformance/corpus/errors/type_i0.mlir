"foo.op"() : () -> (i0, si0, ui0)
