// Runs @producer_consumer (an instance of matchers/producer_consumer.mlir,
// preloaded with this file) over the payload: a remark at every consumer.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @producer_consumer(%op: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op)

  transform.named_sequence @report(%producer: !transform.any_op {transform.readonly},
      %consumer: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %consumer, "consumer" : !transform.any_op
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root @producer_consumer -> @report : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
