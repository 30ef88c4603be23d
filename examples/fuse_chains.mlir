// The main job on the example payload: find the Ch4 chains
// (matmul -> add -> max) with a matcher from the library, report them, and
// fuse each into one op with a PDL pattern.
//
//   pdlx-opt --allow-unregistered-dialect \
//     --transform-preload-library=transform-library-paths=matchers/ch4_chain.mlir,examples/fuse_chains.mlir \
//     --transform-interpreter examples/payload.mlir
//
// Add --explain-matchers to see why every other op did not match.
module attributes {transform.with_named_sequence} {
  // Defined in matchers/ch4_chain.mlir; the preloaded files are merged.
  transform.named_sequence @ch4_chain_max0_add0(%max: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op)

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // Every chain in the payload, found by a compiled matcher.
    %mm, %add, %max = transform.collect_matching @ch4_chain_max0_add0 in %root
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %n = transform.num_associations %max : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "chains found:" : !transform.param<i64>
    // Fuse them: test.max(test.add(test.matmul(a, b), c), c) -> test.fused(a, b, c).
    // The matmul and add stay in the output, unused: `test.*` ops are
    // unregistered, so nothing knows they are free of side effects (MLIR's
    // greedy driver keeps them too).
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%payload: !transform.any_op):
      pdl.pattern @fuse : benefit(1) {
        %a = operand
        %b = operand
        %c = operand
        %t = type
        %m = operation "test.matmul"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
        %m0 = result 0 of %m
        %s = operation "test.add"(%m0, %c : !pdl.value, !pdl.value) -> (%t : !pdl.type)
        %s0 = result 0 of %s
        %x = operation "test.max"(%s0, %c : !pdl.value, !pdl.value) -> (%t : !pdl.type)
        rewrite %x {
          %f = operation "test.fused"(%a, %b, %c : !pdl.value, !pdl.value, !pdl.value) -> (%t : !pdl.type)
          replace %x with %f
        }
      }
      transform.sequence %payload : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        transform.apply_pdl_patterns [@fuse] to %arg1 : !transform.any_op
      }
    }
    transform.yield
  }
}
