// The Ch4 matmul -> elementwise chain of the benchmark payload
// (bench/gen_payload.py), on its unregistered ops:
//
//   %mm  = "test.matmul"(%a, %b)
//   %add = "test.add"(%mm, %c)        // or "test.add"(%c, %mm)
//   %max = "test.max"(%add, %c)       // or "test.max"(%c, %add)
//
// i.e. max(add(matmul(..), ..), ..) with the add's matmul operand and the
// max's add operand at either position. Core MLIR 22 ops only: runs in
// pdlx-opt and in mlir-opt-22 alike.
//
// Every matcher takes the candidate root (the "test.max") and yields
// (matmul, add, max) as three !transform.any_op handles. Only the names and
// the def-use edges are checked: operand counts, types and the other
// operands are not, nor whether the intermediate values have other users.
//
// @ch4_chain_max0_add0  max operand #0 is the add, add operand #0 the matmul
//                       (the layout gen_payload.py writes)
// @ch4_chain_max0_add1  max operand #0 is the add, add operand #1 the matmul
// @ch4_chain_max1_add0  max operand #1 is the add, add operand #0 the matmul
// @ch4_chain_max1_add1  max operand #1 is the add, add operand #1 the matmul
//   Each yields exactly one op per handle.
// @ch4_chain            any of the four: the first of them, in the order
//                       above, that matches (so when both operands of the
//                       max, or of the add, complete a chain, the earlier
//                       position wins). Yields one op per handle.
// @ch4_chain_positions, @ch4_chain_else_max0_add1, @ch4_chain_else_max1_add0,
// @ch4_chain_else_max1_add1
//                       helpers of @ch4_chain, not matchers by themselves:
//                       @ch4_chain includes @ch4_chain_positions with
//                       failures(suppress), so a position that does not
//                       match leaves its handles empty instead of ending the
//                       match, and each @ch4_chain_else_X only tries X when
//                       no earlier position matched. (MLIR 22 matchers have
//                       no alternatives: a matcher stops at its first failed
//                       check, and only MatchOpInterface ops may appear in
//                       one; include is such an op.)
//
// Use (pdlx-opt or mlir-opt-22):
//
//   pdlx-opt payload.mlir --allow-unregistered-dialect \
//     --transform-preload-library=transform-library-paths=matchers/ch4_chain.mlir \
//     --transform-interpreter
//
// with, in payload.mlir (or in another library file):
//
//   transform.named_sequence @fuse(%mm: !transform.any_op {transform.readonly},
//       %add: !transform.any_op {transform.readonly},
//       %max: !transform.any_op {transform.readonly}) {
//     transform.debug.emit_remark_at %max, "chain" : !transform.any_op
//     transform.yield
//   }
//   transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
//     transform.foreach_match in %root @ch4_chain -> @fuse
//       : (!transform.any_op) -> !transform.any_op
//     transform.yield
//   }
//
// or, to collect the handles:
//
//   %mm, %add, %max = transform.collect_matching @ch4_chain in %root
//     : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
//
// From Python: pdlx.collect_matching(payload, pdlx.load_matchers("ch4_chain"), "ch4_chain").
module attributes {transform.with_named_sequence} {
  transform.named_sequence @ch4_chain_max0_add0(%max: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op) {
    transform.match.operation_name %max ["test.max"] : !transform.any_op
    %add = transform.get_producer_of_operand %max[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %add ["test.add"] : !transform.any_op
    %mm = transform.get_producer_of_operand %add[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %mm ["test.matmul"] : !transform.any_op
    transform.yield %mm, %add, %max : !transform.any_op, !transform.any_op, !transform.any_op
  }

  transform.named_sequence @ch4_chain_max0_add1(%max: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op) {
    transform.match.operation_name %max ["test.max"] : !transform.any_op
    %add = transform.get_producer_of_operand %max[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %add ["test.add"] : !transform.any_op
    %mm = transform.get_producer_of_operand %add[1] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %mm ["test.matmul"] : !transform.any_op
    transform.yield %mm, %add, %max : !transform.any_op, !transform.any_op, !transform.any_op
  }

  transform.named_sequence @ch4_chain_max1_add0(%max: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op) {
    transform.match.operation_name %max ["test.max"] : !transform.any_op
    %add = transform.get_producer_of_operand %max[1] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %add ["test.add"] : !transform.any_op
    %mm = transform.get_producer_of_operand %add[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %mm ["test.matmul"] : !transform.any_op
    transform.yield %mm, %add, %max : !transform.any_op, !transform.any_op, !transform.any_op
  }

  transform.named_sequence @ch4_chain_max1_add1(%max: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op) {
    transform.match.operation_name %max ["test.max"] : !transform.any_op
    %add = transform.get_producer_of_operand %max[1] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %add ["test.add"] : !transform.any_op
    %mm = transform.get_producer_of_operand %add[1] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %mm ["test.matmul"] : !transform.any_op
    transform.yield %mm, %add, %max : !transform.any_op, !transform.any_op, !transform.any_op
  }

  // @ch4_chain_else_X: chain X, provided %found holds no op (no earlier
  // position matched).
  transform.named_sequence @ch4_chain_else_max0_add1(%max: !transform.any_op {transform.readonly},
      %found: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.any_op, !transform.any_op) {
    %n = transform.num_associations %found : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %n, %zero : !transform.param<i64>
    %mm, %add, %root = transform.include @ch4_chain_max0_add1 failures(propagate) (%max)
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield %mm, %add, %root : !transform.any_op, !transform.any_op, !transform.any_op
  }

  transform.named_sequence @ch4_chain_else_max1_add0(%max: !transform.any_op {transform.readonly},
      %found: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.any_op, !transform.any_op) {
    %n = transform.num_associations %found : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %n, %zero : !transform.param<i64>
    %mm, %add, %root = transform.include @ch4_chain_max1_add0 failures(propagate) (%max)
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield %mm, %add, %root : !transform.any_op, !transform.any_op, !transform.any_op
  }

  transform.named_sequence @ch4_chain_else_max1_add1(%max: !transform.any_op {transform.readonly},
      %found: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.any_op, !transform.any_op) {
    %n = transform.num_associations %found : (!transform.any_op) -> !transform.param<i64>
    %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %n, %zero : !transform.param<i64>
    %mm, %add, %root = transform.include @ch4_chain_max1_add1 failures(propagate) (%max)
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield %mm, %add, %root : !transform.any_op, !transform.any_op, !transform.any_op
  }

  // Tries the four positions in order; under the failures(suppress) of the
  // include in @ch4_chain, a position that fails (or is skipped because an
  // earlier one matched) leaves its handles empty instead of stopping this
  // sequence, so each merged handle ends up with at most one op.
  transform.named_sequence @ch4_chain_positions(%max: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op) {
    %mm00, %add00, %max00 = transform.include @ch4_chain_max0_add0 failures(propagate) (%max)
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %mm01, %add01, %max01 = transform.include @ch4_chain_else_max0_add1 failures(propagate) (%max, %max00)
      : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %found1 = transform.merge_handles %max00, %max01 : !transform.any_op
    %mm10, %add10, %max10 = transform.include @ch4_chain_else_max1_add0 failures(propagate) (%max, %found1)
      : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %found2 = transform.merge_handles %found1, %max10 : !transform.any_op
    %mm11, %add11, %max11 = transform.include @ch4_chain_else_max1_add1 failures(propagate) (%max, %found2)
      : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %mm = transform.merge_handles %mm00, %mm01, %mm10, %mm11 : !transform.any_op
    %add = transform.merge_handles %add00, %add01, %add10, %add11 : !transform.any_op
    %root = transform.merge_handles %max00, %max01, %max10, %max11 : !transform.any_op
    transform.yield %mm, %add, %root : !transform.any_op, !transform.any_op, !transform.any_op
  }

  transform.named_sequence @ch4_chain(%max: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op) {
    transform.match.operation_name %max ["test.max"] : !transform.any_op
    %mm, %add, %root = transform.include @ch4_chain_positions failures(suppress) (%max)
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %n = transform.num_associations %root : (!transform.any_op) -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %n, %one : !transform.param<i64>
    transform.yield %mm, %add, %max : !transform.any_op, !transform.any_op, !transform.any_op
  }
}
