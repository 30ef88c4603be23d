// RUN: pdlx-opt %s --transform-interpreter -allow-unregistered-dialect --split-input-file --verify-diagnostics
// pdlx's extension op: PDL patterns applied greedily by a transform script;
// handles follow the rewritten ops (MLIR's tracking listener).

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @rename_attr : benefit(1) {
        %v = pdl.operand
        %t = pdl.type
        %a = pdl.attribute = "old"
        %op = pdl.operation "test.op"(%v : !pdl.value) {"tag" = %a} -> (%t : !pdl.type)
        pdl.rewrite %op {
          %b = pdl.attribute = "new"
          %n = pdl.operation "test.op"(%v : !pdl.value) {"tag" = %b} -> (%t : !pdl.type)
          pdl.replace %op with %n
        }
      }
      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        %ops = transform.structured.match ops{["test.op"]} in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.apply_pdl_patterns [@rename_attr] to %arg1 : !transform.any_op
        // The handle now points to the replacement (same op name).
        transform.debug.emit_remark_at %ops, "tracked" : !transform.any_op
      }
    }
    transform.yield
  }

  %0 = "test.src"() : () -> i32
  // expected-remark @below {{tracked}}
  %1 = "test.op"(%0) {tag = "old"} : (i32) -> i32
  "test.sink"(%1) : (i32) -> ()
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @fuse : benefit(1) {
        %t = pdl.type
        %x = pdl.operand
        %y = pdl.operand
        %c = pdl.operand
        %mm = pdl.operation "test.matmul"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
        %mmr = pdl.result 0 of %mm
        %add = pdl.operation "test.add"(%mmr, %c : !pdl.value, !pdl.value) -> (%t : !pdl.type)
        %addr = pdl.result 0 of %add
        %max = pdl.operation "test.max"(%addr, %c : !pdl.value, !pdl.value) -> (%t : !pdl.type)
        pdl.rewrite %max {
          %f = pdl.operation "test.fused"(%x, %y, %c : !pdl.value, !pdl.value, !pdl.value) -> (%t : !pdl.type)
          pdl.replace %max with %f
        }
      }
      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        // expected-note @below {{replacement is required because this handle must be updated}}
        %m = transform.structured.match ops{["test.max"]} in %arg1 : (!transform.any_op) -> !transform.any_op
        // expected-error @below {{tracking listener failed to find replacement op during application of this transform op}}
        // expected-note @below {{ran out of suitable replacement values}}
        transform.apply_pdl_patterns to %arg1 : !transform.any_op
        transform.debug.emit_remark_at %m, "not reached" : !transform.any_op
      }
    }
    transform.yield
  }

  func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
    %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
    // expected-note @below {{[0] replacement value 0}}
    %1 = "test.add"(%0, %c) : (f32, f32) -> f32
    // expected-note @below {{[0] replaced op}}
    %2 = "test.max"(%1, %c) : (f32, f32) -> f32
    return %2 : f32
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      // expected-note @below {{see the pattern}}
      pdl.pattern @toggle : benefit(1) {
        %op = pdl.operation "test.flip"
        pdl.rewrite %op {
          %n = pdl.operation "test.flip"
          pdl.replace %op with %n
        }
      }
      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        // expected-error @below {{PDL patterns stopped: the rewrite limit (100 per iteration) was reached}}
        transform.apply_pdl_patterns [@toggle] to %arg1 {max_num_rewrites = 100} : !transform.any_op
      }
    }
    transform.yield
  }
  "test.flip"() : () -> ()
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @p : benefit(1) {
        %op = pdl.operation "test.x"
        pdl.rewrite %op with "transform.dialect"
      }
      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        // expected-error @below {{could not find pattern '@nope'}}
        transform.apply_pdl_patterns [@nope] to %arg1 : !transform.any_op
      }
    }
    transform.yield
  }
}
