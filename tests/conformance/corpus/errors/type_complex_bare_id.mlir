"foo.op"() : () -> complex<i>
