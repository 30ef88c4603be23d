"foo.op"(foo) : () -> ()
