// Runs @op_with_single_use (matchers/single_use.mlir, preloaded with this
// file) over the payload: a remark at every op whose result has one user.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @op_with_single_use(%op: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op)

  transform.named_sequence @report(%op: !transform.any_op {transform.readonly},
      %user: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "single use" : !transform.any_op
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root @op_with_single_use -> @report : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
