"foo.op"() {a = "abc
def"} : () -> ()
