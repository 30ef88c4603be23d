// Producer-consumer pairs by op name: a TEMPLATE.
//
// A consumer op named X whose operand #k is a result of an op named Y.
// Core MLIR 22 ops only: runs in pdlx-opt and in mlir-opt-22 alike.
//
// The names and the position are data: as shipped, the matcher looks for a
// consumer named PDLX_CONSUMER whose operand #0 comes from an op named
// PDLX_PRODUCER, placeholders. Instantiate it from Python, which quotes the
// names as MLIR prints string attributes (quotes, backslashes, non-ASCII
// all round-trip):
//
//   from pdlx.compile.library import producer_consumer_matcher
//   text = producer_consumer_matcher("test.add", "test.matmul", operand=1)
//   text = producer_consumer_matcher(["test.add", "test.sub"], "test.matmul",
//                                    matcher_name="mm_into_add")
//   text = producer_consumer_matcher(None, "arith.constant")   # any consumer
//
// (several names: any of them; consumer None: no check of the consumer's
// name), or copy the file and edit the names and [0] by hand.
//
// @producer_consumer  the consumer (the op the matcher is run on) has one
//                     of the consumer names, has an operand #k, that operand
//                     is an op result (not a block argument), and that op
//                     has one of the producer names. Which result of the
//                     producer it is, and what else uses it, is not checked.
//                     Yields (producer, consumer): two !transform.any_op
//                     handles.
//
// Use (pdlx-opt or mlir-opt-22), with the instantiated text saved as
// mm_into_add.mlir:
//
//   mlir-opt-22 payload.mlir --allow-unregistered-dialect \
//     --transform-preload-library=transform-library-paths=mm_into_add.mlir \
//     --transform-interpreter
//
// with, in payload.mlir:
//
//   transform.named_sequence @mm_into_add(%op: !transform.any_op {transform.readonly})
//       -> (!transform.any_op, !transform.any_op)
//   transform.named_sequence @report(%p: !transform.any_op {transform.readonly},
//       %c: !transform.any_op {transform.readonly}) {
//     transform.debug.emit_remark_at %c, "consumer" : !transform.any_op
//     transform.yield
//   }
//   transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
//     transform.foreach_match in %root @mm_into_add -> @report
//       : (!transform.any_op) -> !transform.any_op
//     transform.yield
//   }
//
// or %producers, %consumers = transform.collect_matching @mm_into_add in %root
//   : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//
// From Python:
// pdlx.collect_matching(payload, producer_consumer_matcher("test.add", "test.matmul"),
//                       "producer_consumer").
module attributes {transform.with_named_sequence} {
  transform.named_sequence @producer_consumer(%consumer: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op) {
    transform.match.operation_name %consumer ["PDLX_CONSUMER"] : !transform.any_op
    %producer = transform.get_producer_of_operand %consumer[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %producer ["PDLX_PRODUCER"] : !transform.any_op
    transform.yield %producer, %consumer : !transform.any_op, !transform.any_op
  }
}
