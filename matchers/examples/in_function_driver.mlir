// Runs @op_in_function (an instance of matchers/op_in_function.mlir,
// preloaded with this file) over the payload: a remark at every op it matches.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @op_in_function(%op: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op)

  transform.named_sequence @report(%op: !transform.any_op {transform.readonly},
      %f: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "in the function" : !transform.any_op
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root @op_in_function -> @report : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
