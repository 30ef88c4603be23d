// Registered ops in generic form: func.func / func.return / func.call / arith.*.
// Registered ops get their properties sorted and may gain default-valued properties
// (arith.addi gets overflowFlags = #arith.overflow<none>).
"func.func"() <{sym_name = "f", function_type = (i32, f32) -> i32, sym_visibility = "private", arg_attrs = [{}, {tst.x = 1 : i32}]}> ({
^bb0(%a: i32, %b: f32):
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %d = "arith.addi"(%a, %c) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %e = "arith.addf"(%b, %b) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %f = "arith.cmpi"(%a, %c) <{predicate = 2 : i64}> : (i32, i32) -> i1
  "func.return"(%d) : (i32) -> ()
}) {tst.z = 1, tst.a = 2} : () -> ()
"func.func"() <{sym_name = "g", function_type = () -> ()}> ({
  %0 = "func.call"() <{callee = @f2}> : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{sym_name = "f2", function_type = () -> i32}> ({
  %0 = "arith.constant"() <{value = 1.5 : f32}> : () -> f32
  %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
  %2 = "arith.addi"(%1, %1) : (i32, i32) -> i32
  %3 = "arith.constant"() <{value = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  "func.return"(%2) : (i32) -> ()
}) : () -> ()
"func.func"() <{sym_name = "decl", function_type = (i32) -> (), sym_visibility = "private"}> ({
}) : () -> ()
