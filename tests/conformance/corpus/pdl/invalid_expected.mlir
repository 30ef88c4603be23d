// FLAGS: --split-input-file --verify-diagnostics
// Errors with their notes, checked by -verify-diagnostics (rc 0 when all match).

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %i32 = type : i32
    %type = type
    // expected-error@below {{op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note@below {{result type #1 was not constrained}}
    %newOp = operation "builtin.unrealized_conversion_cast" -> (%i32, %type : !pdl.type, !pdl.type)
  }
}

// -----

func.func private @load_func_dialect()

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    // expected-error@below {{must have inferable or constrained result types}}
    // expected-note@below {{operation is created in a non-inferrable context, but 'func.constant' does not implement InferTypeOpInterface}}
    %c = operation "func.constant"
  }
}

// -----

// expected-error@below {{expected body to terminate with `pdl.rewrite`}}
pdl.pattern : benefit(1) {
  // expected-note@below {{see terminator defined here}}
  "test.finish" () : () -> ()
}

// -----

// expected-error@below {{the operations must form a connected component}}
pdl.pattern : benefit(1) {
  %a = operand
  %b = operand
  %op1 = operation "foo.op"(%a : !pdl.value)
  // expected-note@below {{see a disconnected value / operation here}}
  %op2 = operation "bar.op"(%b : !pdl.value)
  rewrite {
    erase %op1
    erase %op2
  }
}

// -----

// expected-error@below {{expected only `pdl` operations within the pattern body}}
pdl.pattern : benefit(1) {
  %root = operation "foo.op"
  rewrite %root {
    // expected-note@below {{see non-`pdl` operation defined here}}
    "test.other_op"() : () -> ()
  }
}

// -----

pdl.pattern : benefit(1) {
  %root = operation "foo.op"
  // expected-error@below {{'pdl.attribute' op expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %a = attribute
  %r = result 0 of %root
  %unused = "pdl.result"(%root) {index = 1 : i32} : (!pdl.operation) -> !pdl.value
  rewrite %root with "r"
}

// -----

pdl.pattern : benefit(1) {
  %root = operation "foo.op"
  // A result op is not binding unless it is bound itself.
  %r = result 0 of %root
  // expected-error@below {{'pdl.operation' op expected a bindable user}}
  %other = operation "bar.op"
  %r2 = result 0 of %other
  rewrite %root with "r"
}
