// FLAGS: --split-input-file
// Generic forms read back and printed in custom form.

"pdl.pattern"() <{benefit = 2 : i16, sym_name = "g"}> ({
  %0 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
  %1 = "pdl.types"() <{constantTypes = [i32, i64]}> : () -> !pdl.range<type>
  %2 = "pdl.operand"(%0) : (!pdl.type) -> !pdl.value
  %3 = "pdl.operands"(%1) : (!pdl.range<type>) -> !pdl.range<value>
  %4 = "pdl.attribute"() <{value = 5 : i8}> : () -> !pdl.attribute
  %5 = "pdl.operation"(%2, %3, %4, %0) <{attributeValueNames = ["v"], opName = "foo.bar", operandSegmentSizes = array<i32: 2, 1, 1>}> : (!pdl.value, !pdl.range<value>, !pdl.attribute, !pdl.type) -> !pdl.operation
  %6 = "pdl.results"(%5) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.range<value>
  %7 = "pdl.results"(%5) : (!pdl.operation) -> !pdl.range<value>
  "pdl.apply_native_constraint"(%6, %7) <{isNegated = true, name = "cst"}> : (!pdl.range<value>, !pdl.range<value>) -> ()
  "pdl.rewrite"(%5) <{operandSegmentSizes = array<i32: 1, 0>}> ({
    %8 = "pdl.range"(%2, %6) : (!pdl.value, !pdl.range<value>) -> !pdl.range<value>
    %9 = "pdl.range"() : () -> !pdl.range<value>
    "pdl.replace"(%5, %8) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.operation, !pdl.range<value>) -> ()
    %10 = "pdl.apply_native_rewrite"(%9) <{name = "nr"}> : (!pdl.range<value>) -> !pdl.operation
    "pdl.replace"(%5, %10) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    "pdl.erase"(%5) : (!pdl.operation) -> ()
  }) : (!pdl.operation) -> ()
}) : () -> ()

// -----

"pdl.pattern"() <{benefit = 1 : i16}> ({
  %0 = "pdl.operation"() <{attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
  "pdl.rewrite"(%0) <{name = "ext", operandSegmentSizes = array<i32: 1, 0>}> ({
  }) : (!pdl.operation) -> ()
}) : () -> ()
