// Runs @ch4_chain (matchers/ch4_chain.mlir, preloaded with this file) over
// the payload: a remark at the max of every chain.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @ch4_chain(%max: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op)

  transform.named_sequence @report(%mm: !transform.any_op {transform.readonly},
      %add: !transform.any_op {transform.readonly}, %max: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %max, "Ch4 chain" : !transform.any_op
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root @ch4_chain -> @report : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
