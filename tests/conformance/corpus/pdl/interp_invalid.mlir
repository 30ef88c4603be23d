// FLAGS: --split-input-file --allow-unregistered-dialect
// pdl_interp verifier and parse errors.

pdl_interp.func @f(%op: !pdl.operation) {
  pdl_interp.switch_operation_name of %op to ["foo.op", "bar.op"](^bb1) -> ^bb1
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%op: !pdl.operation) {
  pdl_interp.switch_operand_count of %op to dense<[1, 2]> : vector<2xi32>(^bb1, ^bb1, ^bb1) -> ^bb1
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%op: !pdl.operation) {
  pdl_interp.switch_result_count of %op to dense<[1]> : vector<1xi64>(^bb1) -> ^bb1
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%t: !pdl.type) {
  pdl_interp.switch_type %t to [i32](^bb1, ^bb1) -> ^bb1
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%t: !pdl.range<type>) {
  pdl_interp.switch_types %t to [[i32], i64](^bb1, ^bb1) -> ^bb1
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%a: !pdl.attribute) {
  pdl_interp.switch_attribute %a to [1](^bb1, ^bb1) -> ^bb1
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%t: !pdl.type) {
  %0 = pdl_interp.create_operation "foo.op" -> <inferred>
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%t: !pdl.type) {
  %0 = pdl_interp.create_operation "func.constant" -> <inferred>
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%t: !pdl.type) {
  %0 = "pdl_interp.create_operation"(%t) <{inferredResultTypes, inputAttributeNames = [], name = "foo.op", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%t: !pdl.type) {
  %0 = pdl_interp.create_operation "foo.op" -> <inferd>
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%t: !pdl.type) {
  %0 = pdl_interp.create_operation "foo.op" {}
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%r: !pdl.range<value>) {
  pdl_interp.foreach %x : !pdl.value in %r {
  ^bb0(%a: !pdl.value, %b: !pdl.value):
    pdl_interp.continue
  } -> ^bb1
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%r: !pdl.range<value>) {
  "pdl_interp.foreach"(%r)[^bb1] ({
  ^bb0(%a: !pdl.operation):
    pdl_interp.continue
  }) : (!pdl.range<value>) -> ()
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%r: !pdl.range<value>) {
  "pdl_interp.foreach"(%r)[^bb1] ({
  ^bb0(%a: !pdl.value, %b: !pdl.value):
    pdl_interp.continue
  }) : (!pdl.range<value>) -> ()
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%r: !pdl.range<value>) {
  "pdl_interp.foreach"(%r)[^bb1] ({
  }) : (!pdl.range<value>) -> ()
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%r: !pdl.range<value>) {
  pdl_interp.foreach %x : !pdl.value %r {
    pdl_interp.continue
  } -> ^bb1
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%r: !pdl.range<value>) {
  pdl_interp.continue
}

// -----

pdl_interp.func @f(%v: !pdl.value, %t: !pdl.type) {
  %r = pdl_interp.create_range %v, %t : !pdl.value, !pdl.type
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%op: !pdl.operation) {
  pdl_interp.check_operand_count of %op is -1 -> ^bb1, ^bb1
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%v: !pdl.value, %t: !pdl.type) {
  "pdl_interp.are_equal"(%v, %t)[^bb1, ^bb1] : (!pdl.value, !pdl.type) -> ()
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%r: !pdl.range<value>) {
  %0 = "pdl_interp.extract"(%r) <{index = 0 : i32}> : (!pdl.range<value>) -> !pdl.type
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%r: !pdl.range<value>) {
  %0 = "pdl_interp.get_value_type"(%r) : (!pdl.range<value>) -> !pdl.type
  pdl_interp.finalize
}

// -----

pdl_interp.func @f()

// -----

pdl_interp.func @f(%op: !pdl.operation) -> !pdl.operation {
  pdl_interp.finalize
}

// -----

"pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "f"}> ({
^bb0(%a: !pdl.value):
  pdl_interp.finalize
}) : () -> ()

// -----

pdl_interp.func @f(%op: !pdl.operation) {
  pdl_interp.record_match @r(%op : !pdl.operation) : benefit(1), loc([%op]) -> ^bb1
^bb1:
  pdl_interp.finalize
  "test.other"() : () -> ()
}

// -----

pdl_interp.func @f(%op: !pdl.operation) {
  pdl_interp.record_match @r : benefit(-1), loc([%op]) -> ^bb1
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%op: !pdl.operation) {
  pdl_interp.record_match @r : loc([%op]) -> ^bb1
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @f(%op: !pdl.operation) {
  pdl_interp.replace %op with
  pdl_interp.finalize
}
