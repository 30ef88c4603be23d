// FLAGS: --split-input-file
// One chunk per verifier message of PDL.cpp and of the ODS definitions.

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  "pdl.apply_native_constraint"() {name = "foo"} : () -> ()
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  %r = pdl.apply_native_constraint "c"(%op : !pdl.operation) : !pdl.operation
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    pdl.apply_native_constraint "c"(%op : !pdl.operation)
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    "pdl.apply_native_rewrite"() {name = "foo"} : () -> ()
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  pdl.apply_native_rewrite "r"(%op : !pdl.operation)
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %type = type
  %attr = attribute : %type = 10
  %op = operation "foo.op" {"attr" = %attr} -> (%type : !pdl.type)
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %attr = attribute
  }
}

// -----

pdl.pattern : benefit(1) {
  %unused = attribute
  %op = operation "foo.op"
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    pdl.erase %op
  }
  pdl.erase %op
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %v = pdl.operand
  }
}

// -----

pdl.pattern : benefit(1) {
  %unused = operand
  %op = operation "foo.op"
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %unused = operands
  %op = operation "foo.op"
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %newOp = operation
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = "pdl.operation"() {
    attributeValueNames = ["attr"],
    operandSegmentSizes = array<i32: 0, 0, 0>
  } : () -> (!pdl.operation)
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %type = type
    %newOp = operation "builtin.unrealized_conversion_cast" -> (%type : !pdl.type)
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %type = type
    %types = types
    %newOp = operation "builtin.unrealized_conversion_cast" -> (%type, %types : !pdl.type, !pdl.range<type>)
  }
}

// -----

func.func private @load_func_dialect()

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %newOp = operation "func.constant"
  }
}

// -----

// func is not loaded: the name is not a registered operation yet.
pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %newOp = operation "func.constant"
  }
}

// -----

func.func private @load_func_dialect()

// Zero results, variadic results, replaced: no inference needed.
pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %a = operation "func.return"
    %b = operation "func.call"
    %c = operation "func.constant"
    replace %op with %c
    %d = operation "builtin.module"
  }
}

// -----

func.func private @load_func_dialect()

// Replaced after creation: too late to infer from.
pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %c = operation "func.constant"
    %d = operation "func.constant"
    replace %d with %c
  }
}

// -----

// Constrained types: a constant, a matcher type bound to an operand or
// operation, a native rewrite's result.
pdl.pattern : benefit(1) {
  %t1 = type
  %t2 = type
  %ts = types
  %v = operand : %t1
  %op = operation "foo.op"(%v : !pdl.value) -> (%t2, %ts : !pdl.type, !pdl.range<type>)
  rewrite %op {
    %t3 = type : i32
    %ts2 = types : [i32]
    %t4 = apply_native_rewrite "mk" : !pdl.type
    %a = operation "builtin.unrealized_conversion_cast" -> (%t1, %t2, %ts, %t3, %ts2, %t4 : !pdl.type, !pdl.type, !pdl.range<type>, !pdl.type, !pdl.range<type>, !pdl.type)
  }
}

// -----

pdl.pattern : benefit(1) {
  %unused = operation "foo.op"
  %op = operation "foo.op"
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  "test.finish" () : () -> ()
}

// -----

pdl.pattern : benefit(1) {
  rewrite with "foo"
}

// -----

pdl.pattern : benefit(1) {
  "test.foo.other_op"() : () -> ()
  %root = operation "foo.op"
  rewrite %root with "foo"
}

// -----

pdl.pattern : benefit(1) {
  %op1 = operation "foo.op"
  %op2 = operation "bar.op"
  %val = result 0 of %op2
  rewrite %op1 with "foo"(%val : !pdl.value)
}

// -----

pdl.pattern : benefit(1) {
  %type = type
  %op1 = operation "foo.op" -> (%type : !pdl.type)
  %val = result 0 of %op1
  %op2 = operation "bar.op"(%val : !pdl.value)
  %op3 = operation "baz.op"
  rewrite {
    erase %op1
    erase %op2
    erase %op3
  }
}

// -----

// Connected through a shared operand and a results group.
pdl.pattern : benefit(1) {
  %v = operand
  %op1 = operation "foo.op"(%v : !pdl.value)
  %op2 = operation "bar.op"(%v : !pdl.value)
  %rs = results of %op2
  %op3 = operation "baz.op"(%rs : !pdl.range<value>)
  rewrite {
    erase %op1
    erase %op3
  }
}

// -----

pdl.pattern : benefit(1) {
  %type = type : i32
  %root = operation "foo.op" -> (%type : !pdl.type)
  rewrite %root {
    %newOp = operation "foo.op" -> (%type : !pdl.type)
    %newResult = result 0 of %newOp
    "pdl.replace"(%root, %newOp, %newResult) {
      operandSegmentSizes = array<i32: 1, 1, 1>
    } : (!pdl.operation, !pdl.operation, !pdl.value) -> ()
  }
}

// -----

pdl.pattern : benefit(1) {
  %operand = pdl.operand
  %resultType = pdl.type
  %root = pdl.operation "baz.op"(%operand : !pdl.value) -> (%resultType : !pdl.type)
  rewrite %root {
    %range = pdl.range %operand, %resultType : !pdl.value, !pdl.type
  }
}

// -----

pdl.pattern : benefit(1) {
  %root = pdl.operation "baz.op"
  rewrite %root {
    %a = attribute = 1
    %range = pdl.range %a : !pdl.attribute
  }
}

// -----

pdl.pattern : benefit(1) {
  %root = operation "foo.op"
  %results = "pdl.results"(%root) : (!pdl.operation) -> !pdl.value
  rewrite %root with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  "pdl.rewrite"(%op) ({}) {
    operandSegmentSizes = array<i32: 1,0>
  } : (!pdl.operation) -> ()
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  "pdl.rewrite"(%op, %op) ({
    ^bb1:
  }) {
    operandSegmentSizes = array<i32: 1, 1>
  }: (!pdl.operation, !pdl.operation) -> ()
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  "pdl.rewrite"(%op) ({
    ^bb1:
  }) {
    name = "foo",
    operandSegmentSizes = array<i32: 1,0>
  } : (!pdl.operation) -> ()
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  "pdl.rewrite"(%op) ({
    ^bb1(%x: i32):
  }) {
    operandSegmentSizes = array<i32: 1,0>
  } : (!pdl.operation) -> ()
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op with "a"
  %op2 = operation "foo.op"
}

// -----

pdl.pattern : benefit(1) {
  %unused = type
  %op = operation "foo.op"
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %unused = types
  %op = operation "foo.op"
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(-1) {
  %op = operation "foo.op"
  rewrite %op with "rewriter"
}

// -----

"pdl.pattern"() ({
  %op = pdl.operation "foo.op"
  pdl.rewrite %op with "rewriter"
}) : () -> ()

// -----

"pdl.pattern"() <{benefit = 1 : i16}> ({
}) : () -> ()

// -----

"pdl.pattern"() <{benefit = 1 : i16}> ({
^bb0:
}) : () -> ()

// -----

"pdl.pattern"() <{benefit = 1 : i16}> ({
^bb0:
  %op = pdl.operation "foo.op"
  pdl.rewrite %op with "rewriter"
^bb1:
  %op2 = pdl.operation "foo.op"
  pdl.rewrite %op2 with "rewriter"
}) : () -> ()

// -----

"pdl.pattern"() <{benefit = 1 : i16, sym_name = 3}> ({
  %op = pdl.operation "foo.op"
  pdl.rewrite %op with "rewriter"
}) : () -> ()

// -----

%v = "test.value"() : () -> !pdl.operation
pdl.pattern : benefit(1) {
  rewrite %v with "rewriter"
}

// -----

func.func @f() {
  pdl.pattern : benefit(1) {
    %op = operation "foo.op"
    rewrite %op with "rewriter"
  }
  return
}

// -----

pdl.pattern @p : benefit(1) attributes {sym_visibility = "bogus"} {
  %op = operation "foo.op"
  rewrite %op with "rewriter"
}

// -----

pdl.pattern @p : benefit(1) {
  %op = operation "foo.op"
  rewrite %op with "rewriter"
}
pdl.pattern @p : benefit(1) {
  %op = operation "foo.op"
  rewrite %op with "rewriter"
}

// -----

// ODS operand and result constraints.
pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %v = result 0 of %op
    "pdl.erase"(%v) : (!pdl.value) -> ()
  }
}

// -----

pdl.pattern : benefit(1) {
  %t = type
  %op = "pdl.operation"(%t) <{attributeValueNames = [], operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.type) -> !pdl.operation
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %t = type
  %op = "pdl.operation"(%t) <{attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.value
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  %t = "pdl.operands"() : () -> !pdl.range<type>
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %r = "pdl.range"() : () -> !pdl.range<operation>
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %r = "pdl.range"(%op) : (!pdl.operation) -> !pdl.range<value>
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  %r = "pdl.result"(%op) : (!pdl.operation) -> !pdl.value
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  %r = "pdl.results"(%op) : (!pdl.operation) -> !pdl.range<type>
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  %t = "pdl.type"() <{constantType = 3 : i32}> : () -> !pdl.type
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  %t = "pdl.types"() <{constantTypes = [i32, 3]}> : () -> !pdl.range<type>
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = "pdl.operation"() <{attributeValueNames = [1], operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = "pdl.operation"() <{opName = 1, attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = "pdl.operation"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  pdl.apply_native_constraint "c"(%op : !pdl.operation) {isNegated = 1 : i32}
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  "pdl.apply_native_constraint"(%op) : (!pdl.operation) -> ()
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  "pdl.apply_native_constraint"(%op) {name = "x"} : (!pdl.operation) -> i32
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  "pdl.rewrite"(%op) <{name = "x", operandSegmentSizes = array<i32: 1, 1>}> ({}) : (!pdl.operation) -> ()
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  %x = "test.value"() : () -> i32
  rewrite %op with "x"(%x : i32)
}
