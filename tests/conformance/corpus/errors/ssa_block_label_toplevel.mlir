^bb0:
"foo.op"() : () -> ()
