// FLAGS: --split-input-file --allow-unregistered-dialect
// Every pdl op in its custom form, with each optional part present and absent.

pdl.pattern @all_match_ops : benefit(3) {
  %t0 = type
  %t1 = type : i32
  %ts0 = types
  %ts1 = types : [i32, f64]
  %ts2 = types : []
  %a0 = attribute
  %a1 = attribute : %t0
  %a2 = attribute = 42 : i64
  %a3 = attribute = "str" attributes {tag}
  %v0 = operand
  %v1 = operand : %t1
  %vs0 = operands
  %vs1 = operands : %ts0
  %op0 = operation "foo.op"(%v0, %v1, %vs0, %vs1 : !pdl.value, !pdl.value, !pdl.range<value>, !pdl.range<value>) {"a0" = %a0, "a1" = %a1, "b" = %a2} -> (%t0, %ts1 : !pdl.type, !pdl.range<type>)
  %r0 = result 0 of %op0
  %rs0 = results of %op0
  %rs1 = results 1 of %op0 -> !pdl.range<value>
  %rs2 = results 2 of %op0 -> !pdl.value
  %op1 = operation(%r0, %rs0, %rs1, %rs2 : !pdl.value, !pdl.range<value>, !pdl.range<value>, !pdl.value) {"x" = %a3} -> (%ts2 : !pdl.range<type>) {extra.attr = 1 : i32}
  pdl.apply_native_constraint "c1"(%op0 : !pdl.operation)
  pdl.apply_native_constraint "c2"(%op0, %a3, %t1 : !pdl.operation, !pdl.attribute, !pdl.type) {isNegated = true}
  %c:2 = pdl.apply_native_constraint "c3"(%v0 : !pdl.value) : !pdl.value, !pdl.range<type>
  pdl.apply_native_constraint "c4"(%v0 : !pdl.value) {isNegated = false}
  %op2 = operation "bar.op"(%c#0 : !pdl.value) -> (%c#1 : !pdl.range<type>)
  rewrite %op1 {
    %nt = type : i64
    %na = attribute = unit
    %new = operation "baz.op"(%v0 : !pdl.value) {"n" = %na} -> (%nt : !pdl.type)
    %res = result 0 of %new
    %all = results of %new
    %rng = range %res, %all : !pdl.value, !pdl.range<value>
    %erng = range : !pdl.range<type>
    %trng = range %nt, %ts0 : !pdl.type, !pdl.range<type>
    %x:2 = apply_native_rewrite "r1"(%new, %rng : !pdl.operation, !pdl.range<value>) : !pdl.attribute, !pdl.range<value>
    apply_native_rewrite "r2"(%op0 : !pdl.operation)
    %y = apply_native_rewrite "r3" : !pdl.type
    replace %op1 with %new
    replace %op2 with (%res, %rng : !pdl.value, !pdl.range<value>)
    replace %op0 with %new
    erase %op0
  }
}

// -----

pdl.pattern : benefit(0) {
  %root = operation "foo.op"
  rewrite %root with "external"(%root, %root : !pdl.operation, !pdl.operation) attributes {some.attr}
}

// -----

pdl.pattern @with_attrs : benefit(32767) attributes {sym_visibility = "private", x.y = "z"} {
  %root = pdl.operation
  pdl.rewrite %root with "rw"
}

// -----

module @m {
  pdl.pattern @a : benefit(1) {
    %root = operation
    rewrite %root with "rw"
  }
  pdl.pattern @b : benefit(2) {
    %root = operation "x.y"
    rewrite {
      erase %root
    }
  }
}

// -----

// Type syntax: ranges of every element type, spaces inside, trailing tokens.
"t.types"() {a = !pdl.range<attribute>, b = !pdl.range< operation >, c = !pdl.range<type>, d = !pdl.range<value>, e = !pdl.value, f = !pdl.type, g = !pdl.operation, h = !pdl.attribute, i = [!pdl.range<value>]} : () -> ()
