// FLAGS: --split-input-file
// Every pdl_interp op in its custom form, optional parts present and absent.

module @matchers {
  pdl_interp.func @matcher(%root: !pdl.operation) {
    pdl_interp.check_operation_name of %root is "foo.op" -> ^ops, ^end
  ^ops:
    pdl_interp.check_operand_count of %root is 2 -> ^c1, ^end
  ^c1:
    pdl_interp.check_operand_count of %root is at_least 1 -> ^c2, ^end
  ^c2:
    pdl_interp.check_result_count of %root is at_least 0 -> ^c3, ^end
  ^c3:
    pdl_interp.check_result_count of %root is 1 {tag} -> ^c4, ^end
  ^c4:
    %attr = pdl_interp.get_attribute "attr" of %root
    pdl_interp.is_not_null %attr : !pdl.attribute -> ^c5, ^end
  ^c5:
    pdl_interp.check_attribute %attr is 10 : i64 -> ^c6, ^end
  ^c6:
    %atype = pdl_interp.get_attribute_type of %attr
    pdl_interp.check_type %atype is i64 -> ^c7, ^end
  ^c7:
    %operand = pdl_interp.get_operand 0 of %root
    %operands = pdl_interp.get_operands of %root : !pdl.range<value>
    %group = pdl_interp.get_operands 1 of %root : !pdl.range<value>
    %single = pdl_interp.get_operands 0 of %root : !pdl.value
    %result = pdl_interp.get_result 0 of %root
    %results = pdl_interp.get_results of %root : !pdl.range<value>
    %rgroup = pdl_interp.get_results 0 of %root : !pdl.value
    %vtype = pdl_interp.get_value_type of %operand : !pdl.type
    %vtypes = pdl_interp.get_value_type of %operands : !pdl.range<type>
    pdl_interp.check_types %vtypes are [i32, i64] -> ^c8, ^end
  ^c8:
    %def = pdl_interp.get_defining_op of %operand : !pdl.value
    %def2 = pdl_interp.get_defining_op of %operands : !pdl.range<value>
    pdl_interp.are_equal %def, %def2 : !pdl.operation -> ^c9, ^end
  ^c9:
    pdl_interp.are_equal %operands, %group : !pdl.range<value> -> ^c10, ^end
  ^c10:
    %users = pdl_interp.get_users of %result : !pdl.value
    %users2 = pdl_interp.get_users of %results : !pdl.range<value>
    %first = pdl_interp.extract 0 of %users : !pdl.operation
    %firstv = pdl_interp.extract 1 of %results : !pdl.value
    pdl_interp.apply_constraint "c0"(%root : !pdl.operation) -> ^c11, ^end
  ^c11:
    pdl_interp.apply_constraint "c1"(%root, %attr : !pdl.operation, !pdl.attribute) {isNegated = true} -> ^c12, ^end
  ^c12:
    %cr:2 = pdl_interp.apply_constraint "c2"(%operand : !pdl.value) : !pdl.type, !pdl.range<value> -> ^c13, ^end
  ^c13:
    pdl_interp.switch_attribute %attr to [10 : i64, true, "x"](^end, ^c14, ^end) -> ^end
  ^c14:
    pdl_interp.switch_operand_count of %root to dense<[0, 1]> : vector<2xi32>(^end, ^c15) -> ^end
  ^c15:
    pdl_interp.switch_result_count of %root to dense<[2]> : vector<1xi32>(^c16) -> ^end
  ^c16:
    pdl_interp.switch_operation_name of %root to ["foo.op", "bar.op"](^c17, ^end) -> ^end
  ^c17:
    pdl_interp.switch_type %vtype to [i32, i64](^c18, ^end) -> ^end
  ^c18:
    pdl_interp.switch_types %vtypes to [[i32], [i64, i64], []](^c19, ^end, ^end) -> ^end
  ^c19:
    pdl_interp.foreach %op : !pdl.operation in %users {
      pdl_interp.check_operation_name of %op is "bar.op" -> ^rec, ^cont
    ^rec:
      pdl_interp.record_match @rewriters::@rw(%op, %attr : !pdl.operation, !pdl.attribute) : benefit(2), loc([%root, %op]), root("foo.op") -> ^cont
    ^cont:
      pdl_interp.continue
    } -> ^c20
  ^c20:
    pdl_interp.foreach %v : !pdl.value in %results {
      pdl_interp.continue
    } {tag} -> ^c21
  ^c21:
    pdl_interp.record_match @rewriters::@rw2 : benefit(0), generatedOps(["x.y", "z.w"]), loc([]) -> ^c22
  ^c22:
    pdl_interp.branch ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @rw(%root: !pdl.operation, %attr: !pdl.attribute) {
      %a = pdl_interp.create_attribute 1 : i32
      %b = pdl_interp.create_attribute "s" attributes {tag}
      %t = pdl_interp.create_type i32
      %ts = pdl_interp.create_types [i32, f64]
      %ts0 = pdl_interp.create_types []
      %r = pdl_interp.create_range %t, %ts : !pdl.type, !pdl.range<type>
      %er = pdl_interp.create_range : !pdl.range<value>
      %op0 = pdl_interp.create_operation "foo.a"
      %op1 = pdl_interp.create_operation "foo.b"(%er : !pdl.range<value>) {"a" = %a, "b" = %b} -> (%t, %r : !pdl.type, !pdl.range<type>)
      %op2 = pdl_interp.create_operation "foo.c" {"a" = %a} {numRegions = 2 : ui32}
      %op3 = pdl_interp.create_operation "foo.d" -> (%ts0 : !pdl.range<type>)
      %res = pdl_interp.get_results of %op1 : !pdl.range<value>
      %x:2 = pdl_interp.apply_rewrite "rw"(%op1, %res : !pdl.operation, !pdl.range<value>) : !pdl.value, !pdl.attribute
      pdl_interp.apply_rewrite "rw2"
      %y = pdl_interp.apply_rewrite "rw3" : !pdl.type
      pdl_interp.replace %root with (%res : !pdl.range<value>)
      pdl_interp.replace %op0 with ()
      pdl_interp.erase %op2
      pdl_interp.finalize
    }
    pdl_interp.func @rw2() attributes {tag} {
      pdl_interp.finalize
    }
  }
}
