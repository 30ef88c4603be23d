// The greedy driver with PDL patterns, as mlir-opt's -test-pdl-bytecode-pass
// runs it: the Ch4 chain fused in two functions.
module @patterns {
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
}
module @ir {
  func.func @f0(%a: f32, %b: f32, %c: f32) -> f32 {
    %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
    %1 = "test.add"(%0, %c) : (f32, f32) -> f32
    %2 = "test.max"(%1, %c) : (f32, f32) -> f32
    %3 = "test.noise0"(%2, %b) : (f32, f32) -> f32
    %4 = "test.matmul"(%2, %b) : (f32, f32) -> f32
    %5 = "test.add"(%4, %c) : (f32, f32) -> f32
    %6 = "test.max"(%5, %a) : (f32, f32) -> f32
    func.return %6 : f32
  }
  func.func @f1(%a: f32, %b: f32, %c: f32) -> f32 {
    %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
    %1 = "test.add"(%0, %c) : (f32, f32) -> f32
    %2 = "test.max"(%1, %c) : (f32, f32) -> f32
    func.return %2 : f32
  }
}

// -----

// Benefit order: both patterns match test.op; the higher benefit wins, and
// the lower one then matches what is left.
module @patterns {
  pdl.pattern @low : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %new = pdl.operation "test.low"
      pdl.replace %root with %new
    }
  }
  pdl.pattern @high : benefit(5) {
    %attr = pdl.attribute = "hi"
    %root = pdl.operation "test.op" {"tag" = %attr}
    pdl.rewrite %root {
      %new = pdl.operation "test.high"
      pdl.replace %root with %new
    }
  }
}
module @ir {
  "test.op"() {tag = "hi"} : () -> ()
  "test.op"() {tag = "lo"} : () -> ()
}

// -----

// A multi-root pattern: two ops sharing an operand, matched from either.
module @patterns {
  pdl.pattern @pair : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %a = pdl.operation "test.lhs"(%v : !pdl.value) -> (%t : !pdl.type)
    %b = pdl.operation "test.rhs"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %a {
      %ar = pdl.result 0 of %a
      %br = pdl.result 0 of %b
      %p = pdl.operation "test.pair"(%v : !pdl.value) -> (%t, %t : !pdl.type, !pdl.type)
      %p0 = pdl.result 0 of %p
      %p1 = pdl.result 1 of %p
      pdl.replace %a with (%p0 : !pdl.value)
      pdl.replace %b with (%p1 : !pdl.value)
    }
  }
}
module @ir {
  %v = "test.src"() : () -> i32
  %a = "test.lhs"(%v) : (i32) -> i32
  %b = "test.rhs"(%v) : (i32) -> i32
  "test.use"(%a, %b) : (i32, i32) -> ()
}

// -----

// Registered arith ops: the driver folds them (x + 0), erases dead ones and
// hoists and deduplicates constants, as MLIR's greedy driver does; the
// pattern creates an op whose result type is inferred (InferTypeOpInterface).
module @patterns {
  pdl.pattern @sub_to_add : benefit(1) {
    %t = pdl.type
    %x = pdl.operand
    %y = pdl.operand
    %root = pdl.operation "arith.subi"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "arith.addi"(%x, %y : !pdl.value, !pdl.value)
      pdl.replace %root with %new
    }
  }
}
module @ir {
  func.func @f(%x: i32, %y: i32) -> (i32, i32) {
    %a = arith.addi %x, %y : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %b = arith.muli %a, %c2 : i32
    %c = arith.subi %b, %c1 : i32
    %c22 = arith.constant 2 : i32
    %d = arith.addi %c, %c22 : i32
    %z = arith.constant 0 : i32
    %e = arith.addi %d, %z : i32
    %dead = arith.muli %x, %x : i32
    return %e, %a : i32, i32
  }
}

// -----

// Erasing, variadic operands and result types taken from the replaced op.
module @patterns {
  pdl.pattern @erase_unused : benefit(1) {
    %root = pdl.operation "test.erase_me"
    pdl.rewrite %root {
      pdl.erase %root
    }
  }
  pdl.pattern @variadic : benefit(1) {
    %ins = pdl.operands
    %ts = pdl.types
    %root = pdl.operation "test.many"(%ins : !pdl.range<value>) -> (%ts : !pdl.range<type>)
    pdl.rewrite %root {
      %new = pdl.operation "test.many_done"(%ins : !pdl.range<value>) -> (%ts : !pdl.range<type>)
      pdl.replace %root with %new
    }
  }
  pdl.pattern @infer_from_replaced : benefit(1) {
    %v = pdl.operand
    %t = pdl.type
    %root = pdl.operation "test.typed"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %new = pdl.operation "test.typed_done"(%v : !pdl.value)
      pdl.replace %root with %new
    }
  }
}
module @ir {
  %0 = "test.src"() : () -> i32
  %1 = "test.src"() : () -> f32
  "test.erase_me"() : () -> ()
  %2:2 = "test.many"(%0, %1, %0) : (i32, f32, i32) -> (i64, f64)
  %3 = "test.typed"(%2#0) : (i64) -> i16
  "test.use"(%2#1, %3) : (f64, i16) -> ()
}
