// FLAGS: --split-input-file --allow-unregistered-dialect
// Custom-syntax and type parse errors.

"t.x"() {a = !pdl.range<range<value>>} : () -> ()

// -----

"t.x"() {a = !pdl.range<foo>} : () -> ()

// -----

"t.x"() {a = !pdl.range<i32>} : () -> ()

// -----

"t.x"() {a = !pdl.foo} : () -> ()

// -----

"t.x"() {a = !pdl.range} : () -> ()

// -----

"t.x"() {a = !pdl.range<value} : () -> ()

// -----

"t.x"() {a = !pdl.range<!pdl.value>} : () -> ()

// -----

"t.x"() {a = !pdl.range<"value">} : () -> ()

// -----

"t.x"() {a = !pdl.range<range<range<type>>>} : () -> ()

// -----

"t.x"() {a = !pdl.range<value x>} : () -> ()

// -----

pdl.pattern : benefit(1) {
  %a = attribute
  %op = operation "foo.op" {1 = %a}
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %a = attribute
  %op = operation "foo.op" {"a" %a}
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %a = attribute
  %op = operation "foo.op" {"a" = %a
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %a = attribute
  %op = operation "foo.op" {}
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op" -> ()
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation 42
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit() {
  %op = operation
  rewrite %op with "rewriter"
}

// -----

pdl.pattern @p benefit(1) {
  %op = operation
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(70000) {
  %op = operation
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1)

// -----

pdl.pattern : benefit(1) {
  %op = operation
  rewrite %op with
}

// -----

pdl.pattern : benefit(1) {
  %op = operation
  %r = results 0 of %op
  rewrite %op with "r"(%r : !pdl.value)
}

// -----

pdl.pattern : benefit(1) {
  %op = operation
  %r = results of %op -> !pdl.value
  rewrite %op with "r"(%r : !pdl.value)
}

// -----

pdl.pattern : benefit(1) {
  %op = operation
  %r = result of %op
  rewrite %op with "r"(%r : !pdl.value)
}

// -----

pdl.pattern : benefit(1) {
  %op = operation
  rewrite %op {
    %r = range
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation
  rewrite %op {
    %r = range : !pdl.value
  }
}

// -----

pdl.pattern : benefit(1) {
  %t = type : 3
  %op = operation -> (%t : !pdl.type)
  rewrite %op with "r"
}

// -----

pdl.pattern : benefit(1) {
  %t = types : i32
  %op = operation -> (%t : !pdl.range<type>)
  rewrite %op with "r"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation
  rewrite %op {
    replace %op
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation
  pdl.apply_native_constraint "c"(%op)
  rewrite %op with "r"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation
  pdl.apply_native_constraint (%op : !pdl.operation)
  rewrite %op with "r"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation
  %x = pdl.apply_native_constraint "c"(%op : !pdl.operation)
  rewrite %op with "r"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation
  %a = attribute = loc("x")
  rewrite %op with "r"
}
