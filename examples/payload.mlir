"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32, f32) -> f32, sym_name = "f0"}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
    %1 = "test.add"(%0, %c) : (f32, f32) -> f32
    %2 = "test.max"(%1, %c) : (f32, f32) -> f32
    %3 = "test.noise0"(%2, %b) : (f32, f32) -> f32
    %4 = "test.matmul"(%2, %b) : (f32, f32) -> f32
    %5 = "test.add"(%4, %c) : (f32, f32) -> f32
    %6 = "test.max"(%5, %c) : (f32, f32) -> f32
    %7 = "test.noise0"(%6, %b) : (f32, f32) -> f32
    "func.return"(%6) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32, f32) -> f32, sym_name = "f1"}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = "test.matmul"(%a, %b) : (f32, f32) -> f32
    %1 = "test.add"(%0, %c) : (f32, f32) -> f32
    %2 = "test.max"(%1, %c) : (f32, f32) -> f32
    %3 = "test.noise0"(%2, %b) : (f32, f32) -> f32
    %4 = "test.matmul"(%2, %b) : (f32, f32) -> f32
    %5 = "test.add"(%4, %c) : (f32, f32) -> f32
    %6 = "test.max"(%5, %c) : (f32, f32) -> f32
    %7 = "test.noise0"(%6, %b) : (f32, f32) -> f32
    "func.return"(%6) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
