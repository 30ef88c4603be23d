// Ops with an operand produced by an "arith.constant".
//
// Core MLIR 22 ops only: runs in pdlx-opt and in mlir-opt-22 alike.
//
// What "constant" means here: an op NAMED "arith.constant", nothing else.
// MLIR 22's match ops cannot ask for a trait (ConstantLike) or fold an
// operand, so other constant ops (func.constant, llvm.mlir.constant, ...),
// unregistered ops and values that are constant only after folding do not
// count. From Python, `constant_operand_matcher` in pdlx/compile/library.py
// writes a matcher for any operand position and any list of constant op
// names, by default every op that pdlx's registry marks ConstantLike.
//
// @constant_operand_0  operand #0 is a result of an "arith.constant"
// @constant_operand_1  operand #1 is a result of an "arith.constant"
// @constant_operand    operand #0 or #1 is (the first of them that is): for
//                      binary ops, "either operand is a constant"; later
//                      operands are not looked at.
//   Each yields (constant, op): the arith.constant and the matched op, as
//   two !transform.any_op handles (producer first, as the other matchers).
// @constant_operand_positions, @constant_operand_else_1
//                      helpers of @constant_operand, not matchers by
//                      themselves (see matchers/ch4_chain.mlir for the
//                      include-with-failures(suppress) construction).
//
// Use (pdlx-opt or mlir-opt-22):
//
//   mlir-opt-22 payload.mlir \
//     --transform-preload-library=transform-library-paths=matchers/constant_operand.mlir \
//     --transform-interpreter
//
// with, in payload.mlir:
//
//   transform.named_sequence @report(%cst: !transform.any_op {transform.readonly},
//       %op: !transform.any_op {transform.readonly}) {
//     transform.debug.emit_remark_at %op, "constant operand" : !transform.any_op
//     transform.yield
//   }
//   transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
//     transform.foreach_match in %root @constant_operand -> @report
//       : (!transform.any_op) -> !transform.any_op
//     transform.yield
//   }
//
// or %csts, %ops = transform.collect_matching @constant_operand in %root
//   : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
//
// From Python:
// pdlx.collect_matching(payload, pdlx.load_matchers("constant_operand"), "constant_operand").
module attributes {transform.with_named_sequence} {
  transform.named_sequence @constant_operand_0(%op: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op) {
    %cst = transform.get_producer_of_operand %op[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %cst ["arith.constant"] : !transform.any_op
    transform.yield %cst, %op : !transform.any_op, !transform.any_op
  }

  transform.named_sequence @constant_operand_1(%op: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op) {
    %cst = transform.get_producer_of_operand %op[1] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %cst ["arith.constant"] : !transform.any_op
    transform.yield %cst, %op : !transform.any_op, !transform.any_op
  }

  // @constant_operand_1, provided %found holds no op (operand #0 did not match).
  transform.named_sequence @constant_operand_else_1(%op: !transform.any_op {transform.readonly},
      %found: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.any_op) {
    %n = transform.num_associations %found : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %n, %zero : !transform.param<i64>
    %cst, %o = transform.include @constant_operand_1 failures(propagate) (%op)
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield %cst, %o : !transform.any_op, !transform.any_op
  }

  // Under the failures(suppress) of the include in @constant_operand, a
  // position that fails leaves its handles empty instead of stopping this
  // sequence.
  transform.named_sequence @constant_operand_positions(%op: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op) {
    %cst0, %o0 = transform.include @constant_operand_0 failures(propagate) (%op)
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %cst1, %o1 = transform.include @constant_operand_else_1 failures(propagate) (%op, %o0)
      : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %o = transform.merge_handles %o0, %o1 : !transform.any_op
    %cst = transform.merge_handles %cst0, %cst1 : !transform.any_op
    transform.yield %cst, %o : !transform.any_op, !transform.any_op
  }

  transform.named_sequence @constant_operand(%op: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op) {
    %cst, %o = transform.include @constant_operand_positions failures(suppress) (%op)
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %n = transform.num_associations %o : (!transform.any_op) -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %n, %one : !transform.param<i64>
    transform.yield %cst, %op : !transform.any_op, !transform.any_op
  }
}
