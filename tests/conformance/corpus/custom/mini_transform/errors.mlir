// FLAGS: --split-input-file --allow-unregistered-dialect
transform.sequence failures(bad) {
^bb0(%a: !transform.any_op):
}
// -----
transform.sequence failures(3) {
^bb0(%a: !transform.any_op):
}
// -----
transform.sequence failures("propagate") {
^bb0(%arg0: !transform.any_op):
}
// -----
transform.sequence failures("nope") {
^bb0(%arg0: !transform.any_op):
}
// -----
%0 = "tst.x"() : () -> !transform.any_op
transform.print {name = 3}
// -----
%0 = "tst.x"() : () -> !transform.any_op
transform.print %0
// -----
%0 = "tst.x"() : () -> !transform.any_op
transform.sequence %0, %0 : !transform.any_op failures(propagate) {
^bb0(%a: !transform.any_op):
}
// -----
%0 = "tst.x"() : () -> !transform.any_op
%1 = transform.foreach_match restrict_root restrict_root in %0 @a -> @b : (!transform.any_op) -> !transform.any_op
// -----
%0 = "tst.x"() : () -> !transform.any_op
transform.match.operation_name %0 3 : !transform.any_op
// -----
%0 = "tst.x"() : () -> !transform.any_op
transform.match.operation_name %0 "x" : !transform.any_op
// -----
"tst.x"() {a = !transform.foo} : () -> ()
// -----
"tst.x"() {a = !transform.param<i64, 3>} : () -> ()
// -----
"tst.x"() {a = !transform.param} : () -> ()
// -----
"tst.x"() {a = !transform.param<!transform.any_op>} : () -> ()
// -----
"tst.x"() {a = !transform.op<a>} : () -> ()
// -----
"tst.x"() {a = !transform.any_op<i32>, b = !transform<param<i8>>, c = !transform.param<i64 >} : () -> ()
// -----
%0 = "tst.x"() : () -> i32
"transform.yield"(%0) : (i32) -> ()
// -----
%0 = "tst.x"() : () -> i32
"transform.print"(%0) : (i32) -> ()
// -----
%1 = "transform.param.constant"() <{value = 1}> : () -> (i32)
// -----
%0 = "tst.x"() : () -> !transform.any_op
%1 = "transform.get_parent_op"(%0) <{nth_parent = 0 : i64}> : (!transform.any_op) -> (!transform.any_op)
// -----
%0 = "tst.x"() : () -> !transform.any_op
%1 = "transform.get_parent_op"(%0) : (!transform.any_op) -> (!transform.any_op)
%2:2 = transform.split_handle %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
%3 = transform.merge_handles %0, %1 : !transform.any_op
// -----
%0 = "tst.x"() : () -> !transform.any_op
%1 = transform.cast %0 : !transform.any_op to i32
// -----
%0 = "tst.x"() : () -> !transform.any_op
%1 = transform.cast %0 : !transform.any_op to <"x.y">
