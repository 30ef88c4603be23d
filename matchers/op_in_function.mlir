// Ops inside the function with a given name: a TEMPLATE.
//
// pdlx only: uses pdlx's extension op `transform.pdlx.match.attribute`
// (pdlx/dialects/transform/pdlx_match.py), because MLIR 22's match ops cannot
// look at an attribute (structured.match is not a MatchOpInterface op).
// mlir-opt-22 does not parse this file.
//
// The function name is data: as shipped, the matcher looks for a function
// literally named PDLX_FUNCTION_NAME, a placeholder. Instantiate it for a
// real name from Python, which quotes the name as MLIR prints string
// attributes (quotes, backslashes, non-ASCII all round-trip):
//
//   from pdlx.compile.library import op_in_function_matcher
//   text = op_in_function_matcher("forward")                      # @op_in_function
//   text = op_in_function_matcher("forward", matcher_name="in_forward")
//
// or copy the file and replace "PDLX_FUNCTION_NAME" by hand.
//
// @op_in_function  any op whose nearest enclosing "func.func" (found with
//                  get_parent_op {op_name = "func.func"}) has sym_name equal
//                  to the name; ops nested in regions of the function (loop
//                  bodies...) match too, the function op itself does not.
//                  Only func.func counts as a function: ops in another
//                  function-like op (gpu.func, llvm.func, ...) do not match,
//                  and an op in a func.func nested in another op is judged
//                  by that nearest func.func.
//                  Yields (op, function): two !transform.any_op handles.
//
// Use (pdlx-opt only), with the instantiated text saved as in_forward.mlir:
//
//   pdlx-opt payload.mlir --allow-unregistered-dialect \
//     --transform-preload-library=transform-library-paths=in_forward.mlir \
//     --transform-interpreter
//
// with, in payload.mlir:
//
//   transform.named_sequence @report(%op: !transform.any_op {transform.readonly},
//       %f: !transform.any_op {transform.readonly}) {
//     transform.debug.emit_remark_at %op, "in forward" : !transform.any_op
//     transform.yield
//   }
//   transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
//     transform.foreach_match in %root @in_forward -> @report
//       : (!transform.any_op) -> !transform.any_op
//     transform.yield
//   }
//
// or %ops, %fns = transform.collect_matching @in_forward in %root
//   : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//
// From Python:
// pdlx.collect_matching(payload, op_in_function_matcher("forward"), "op_in_function").
//
// To restrict the ops as well, include it from your own matcher:
//
//   transform.named_sequence @matmul_in_forward(%op: !transform.any_op {transform.readonly})
//       -> !transform.any_op {
//     transform.match.operation_name %op ["test.matmul"] : !transform.any_op
//     %o, %f = transform.include @in_forward failures(propagate) (%op)
//       : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//     transform.yield %op : !transform.any_op
//   }
module attributes {transform.with_named_sequence} {
  transform.named_sequence @op_in_function(%op: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op) {
    %f = transform.get_parent_op %op {op_name = "func.func"} : (!transform.any_op) -> !transform.any_op
    transform.pdlx.match.attribute "sym_name" = "PDLX_FUNCTION_NAME" in %f : !transform.any_op
    transform.yield %op, %f : !transform.any_op, !transform.any_op
  }
}
