// FLAGS: --allow-unregistered-dialect --split-input-file
%0 = "arith.constant"() <{value = 3 : i64}> : () -> i32
// -----
%0 = "arith.constant"() <{value = "s"}> : () -> i32
// -----
%0 = "arith.constant"() : () -> i32
// -----
%0 = "arith.constant"() <{value = 3 : ui32}> : () -> ui32
// -----
%0 = "arith.constant"() <{value = unit}> : () -> i32
// -----
%0 = "arith.constant"() <{value = [1]}> : () -> i32
// -----
%0 = "arith.constant"() {value = 3 : i32} : () -> i32
// -----
%a = "t.a"() : () -> i32
%b = "t.a"() : () -> i64
%0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
// -----
%a = "t.a"() : () -> f32
%0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
// -----
%a = "t.a"() : () -> i32
%0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
// -----
%a = "t.a"() : () -> i32
%0 = "arith.extsi"(%a) : (i32) -> i16
// -----
%a = "t.a"() : () -> i32
%0 = "arith.extui"(%a) : (i32) -> i32
// -----
%a = "t.a"() : () -> i32
%0 = "arith.trunci"(%a) : (i32) -> i64
// -----
%a = "t.a"() : () -> f32
%0 = "arith.extf"(%a) : (f32) -> f16
// -----
%a = "t.a"() : () -> f32
%0 = "arith.truncf"(%a) : (f32) -> f64
// -----
%a = "t.a"() : () -> i32
%0 = "arith.bitcast"(%a) : (i32) -> f64
// -----
%a = "t.a"() : () -> i32
%0 = "arith.index_cast"(%a) : (i32) -> i64
// -----
%a = "t.a"() : () -> vector<4xi32>
%0 = "arith.extsi"(%a) : (vector<4xi32>) -> vector<3xi64>
// -----
%a = "t.a"() : () -> tensor<4xi32>
%0 = "arith.extsi"(%a) : (tensor<4xi32>) -> tensor<?xi64>
// -----
%a = "t.a"() : () -> i32
%0 = "arith.cmpi"(%a, %a) <{predicate = 2 : i64}> : (i32, i32) -> i32
// -----
%a = "t.a"() : () -> i32
%0 = "arith.cmpi"(%a, %a) <{predicate = 12 : i64}> : (i32, i32) -> i1
// -----
%a = "t.a"() : () -> i32
%c = "t.a"() : () -> i32
%0 = "arith.select"(%c, %a, %a) : (i32, i32, i32) -> i32
// -----
%a = "t.a"() : () -> vector<4xi32>
%c = "t.a"() : () -> vector<3xi1>
%0 = "arith.select"(%c, %a, %a) : (vector<3xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// -----
%a = "t.a"() : () -> i32
%b = "t.a"() : () -> i64
%c = "t.a"() : () -> i1
%0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
// -----
%a = "t.a"() : () -> i32
%0 = "arith.addi"(%a, %a) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
// -----
%a = "t.a"() : () -> f32
%0 = "arith.addf"(%a, %a) <{fastmath = 3 : i32}> : (f32, f32) -> f32
// -----
%a = "t.a"() : () -> f32
%0 = "arith.addf"(%a) : (f32) -> f32
// -----
%a = "t.a"() : () -> i32
%0 = "arith.sitofp"(%a) : (i32) -> i32
// -----
%a = "t.a"() : () -> index
%0 = "arith.sitofp"(%a) : (index) -> f32
// -----
%a = "t.a"() : () -> i32
%0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
// -----
%0 = "arith.constant"() <{value = dense<1> : tensor<4xi32>}> : () -> tensor<3xi32>
// -----
%0 = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
%1 = "arith.divsi"(%0, %0) : (f32, f32) -> f32
// -----
%a = "t.a"() : () -> f32
%0 = "arith.truncf"(%a) <{roundingmode = 9 : i32}> : (f32) -> f16
// -----
%a = "t.a"() : () -> i32
%0 = "arith.divsi"(%a, %a) <{isExact = 1}> : (i32, i32) -> i32
// -----
%a = "t.a"() : () -> tensor<?xi32>
%b = "t.a"() : () -> tensor<4xi32>
%0 = "arith.addi"(%a, %b) : (tensor<?xi32>, tensor<4xi32>) -> tensor<4xi32>
%1 = "arith.addi"(%a, %b) : (tensor<?xi32>, tensor<4xi32>) -> tensor<*xi32>
// -----
%a = "t.a"() : () -> tensor<?xi32>
%b = "t.a"() : () -> vector<4xi32>
%0 = "arith.addi"(%a, %b) : (tensor<?xi32>, vector<4xi32>) -> tensor<4xi32>
// -----
%a = "t.a"() : () -> tensor<4xi32>
%0 = "arith.addi"(%a, %a) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32, "enc">
// -----
%a = "t.a"() : () -> tensor<?xi32>
%b = "t.a"() : () -> vector<4xi32>
%0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (tensor<?xi32>, tensor<?xi32>) -> tensor<4xi1>
// -----
%a = "t.a"() : () -> i1
%b = "t.a"() : () -> tensor<4xi32>
%0 = "arith.select"(%a, %b, %b) : (i1, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
%1 = arith.select %a, %b, %b : tensor<4xi32>
%v = "t.a"() : () -> tensor<4xi1>
%2 = arith.select %v, %b, %b : tensor<4xi1>, tensor<4xi32>
// -----
func.func @f(%a: i32, %b: i32) {
  %sum, %ov = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i32, i32)
  return
}
// -----
func.func @f(%a: i32, %b: i64) {
  %sum, %ov = "arith.mulsi_extended"(%a, %b) : (i32, i64) -> (i32, i32)
  return
}
// -----
func.func @f(%h: f32, %s: f16) {
  %e = arith.scaling_extf %h, %s : f32, f16 to f16
  return
}
// -----
func.func @f(%h: f16, %s: f16) {
  %e = arith.scaling_truncf %h, %s : f16, f16 to f32
  return
}
