// bench/bench_handles.py's second job: canonicalize a payload while big
// handles are alive. Every `arith.addi %x, %c0` folds away (its handle entry
// moves to the `arith.addi` that defines %x) and every unused `arith.subi`
// is erased, while %adds and %subs (a third of the payload each) are used
// after the rewrite, so each replaced or erased op updates a big handle.
//
//   pdlx-opt --transform-preload-library=transform-library-paths=bench/handles_canonicalize.mlir \
//     --transform-interpreter bench/payloads/handles-arith-f25.mlir
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %adds = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %subs = transform.structured.match ops{["arith.subi"]} in %root : (!transform.any_op) -> !transform.any_op
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %funcs {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %n = transform.num_associations %adds : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "addi ops held:" : !transform.param<i64>
    %m = transform.num_associations %subs : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %m, "subi ops held:" : !transform.param<i64>
    transform.yield
  }
}
