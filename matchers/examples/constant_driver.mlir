// Runs @constant_operand (matchers/constant_operand.mlir, preloaded with
// this file) over the payload: a remark at every op with a constant operand.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @constant_operand(%op: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op)

  transform.named_sequence @report(%cst: !transform.any_op {transform.readonly},
      %op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "constant operand" : !transform.any_op
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root @constant_operand -> @report : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
