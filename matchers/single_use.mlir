// Ops by how many users their result #0 has.
//
// pdlx only: these matchers use pdlx's extension op
// `transform.pdlx.get_users_of_result` (pdlx/dialects/transform/pdlx_match.py),
// because MLIR 22's match ops cannot go from a value to its users
// (get_consumers_of_result is not a MatchOpInterface op, so mlir-opt-22
// rejects it in a matcher). mlir-opt-22 does not parse this file.
//
// "Users" are the distinct ops that use the result: an op using the value
// as two of its operands counts once (so @op_with_single_use accepts
// `%1 = "test.add"(%0, %0)` as the only user of %0, where MLIR's
// Value::hasOneUse would say no). Results other than #0 are not looked at.
// An op without results fails all three matchers (result #0 out of range).
//
// @op_with_single_use     result #0 has exactly one user.
//                         Yields (op, user): two !transform.any_op handles.
// @op_with_unused_result  result #0 has no user. Yields (op).
// @op_with_multiple_uses  result #0 has two or more users. Yields (op) (the
//                         users are not yielded: collect_matching and
//                         foreach_match want one payload op per yielded
//                         handle).
//
// Use (pdlx-opt only):
//
//   pdlx-opt payload.mlir --allow-unregistered-dialect \
//     --transform-preload-library=transform-library-paths=matchers/single_use.mlir \
//     --transform-interpreter
//
// with, in payload.mlir:
//
//   transform.named_sequence @report(%op: !transform.any_op {transform.readonly},
//       %user: !transform.any_op {transform.readonly}) {
//     transform.debug.emit_remark_at %op, "single use" : !transform.any_op
//     transform.yield
//   }
//   transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
//     transform.foreach_match in %root @op_with_single_use -> @report
//       : (!transform.any_op) -> !transform.any_op
//     transform.yield
//   }
//
// or %ops, %users = transform.collect_matching @op_with_single_use in %root
//   : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//
// From Python:
// pdlx.collect_matching(payload, pdlx.load_matchers("single_use"), "op_with_single_use").
module attributes {transform.with_named_sequence} {
  transform.named_sequence @op_with_single_use(%op: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op) {
    %users = transform.pdlx.get_users_of_result %op[0] : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %users : (!transform.any_op) -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %n, %one : !transform.param<i64>
    transform.yield %op, %users : !transform.any_op, !transform.any_op
  }

  transform.named_sequence @op_with_unused_result(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    %users = transform.pdlx.get_users_of_result %op[0] : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %users : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %n, %zero : !transform.param<i64>
    transform.yield %op : !transform.any_op
  }

  transform.named_sequence @op_with_multiple_uses(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    %users = transform.pdlx.get_users_of_result %op[0] : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %users : (!transform.any_op) -> !transform.param<i64>
    %two = transform.param.constant 2 : i64 -> !transform.param<i64>
    transform.match.param.cmpi ge %n, %two : !transform.param<i64>
    transform.yield %op : !transform.any_op
  }
}
