func.func @f() {
  "test.a"() : () -> ()
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m1(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %r = transform.include @m2 failures(propagate) (%op) : (!transform.any_op) -> !transform.any_op
    transform.yield %r : !transform.any_op
  }
  transform.named_sequence @m2(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %r = transform.include @m1 failures(propagate) (%op) : (!transform.any_op) -> !transform.any_op
    transform.yield %r : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.collect_matching @m1 in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
