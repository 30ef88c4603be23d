// PDL patterns lowered to pdl_interp: many patterns merged into one
// decision tree, a multi-root pattern (upward traversal over users), ranges.
module @merged {
  pdl.pattern @a : benefit(1) {
    %x = pdl.operand
    %root = pdl.operation "test.a"(%x : !pdl.value)
    pdl.rewrite %root with "r"
  }
  pdl.pattern @b : benefit(2) {
    %x = pdl.operand
    %root = pdl.operation "test.b"(%x : !pdl.value)
    pdl.rewrite %root with "r"
  }
  pdl.pattern @c : benefit(3) {
    %root = pdl.operation "test.a"
    pdl.rewrite %root with "r"
  }
  pdl.pattern @d : benefit(1) {
    %ins = pdl.operands
    %root = pdl.operation "test.c"(%ins : !pdl.range<value>)
    pdl.rewrite %root with "r"
  }
}

// -----

module @multi_root {
  pdl.pattern @pair : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %a = pdl.operation "test.lhs"(%v : !pdl.value) -> (%t : !pdl.type)
    %b = pdl.operation "test.rhs"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %a {
      pdl.erase %b
    }
  }
  pdl.pattern @chain : benefit(1) {
    %t = pdl.type
    %v0 = pdl.operand
    %op0 = pdl.operation "test.x"(%v0 : !pdl.value) -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %op0
    %op1 = pdl.operation "test.y"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %op2 = pdl.operation "test.z"(%r0 : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite with "r"(%op1, %op2 : !pdl.operation, !pdl.operation)
  }
}

// -----

module @rewrites {
  pdl.pattern @infer : benefit(1) {
    %t = pdl.type
    %x = pdl.operand : %t
    %y = pdl.operand : %t
    %root = pdl.operation "test.sub"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %c = pdl.attribute = 7 : i32
      %new = pdl.operation "test.add"(%x, %y : !pdl.value, !pdl.value) {"k" = %c} -> (%t : !pdl.type)
      %r = pdl.result 0 of %new
      %range = pdl.range %r, %x : !pdl.value, !pdl.value
      %tuple = pdl.operation "test.tuple"(%range : !pdl.range<value>)
      pdl.replace %root with %new
    }
  }
}
