"foo.op"() ({
^bb0