module attributes {transform.with_named_sequence} {
  transform.named_sequence @match(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %arg0 : !transform.any_op
  }
  transform.named_sequence @action(%arg0: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %0 = transform.foreach_match in %root
        @match -> @action,
        @match -> @action
      : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
