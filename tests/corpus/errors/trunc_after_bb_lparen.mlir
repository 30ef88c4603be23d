"foo.op"() ({
^bb0(