// FLAGS: --allow-unregistered-dialect --split-input-file
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%b : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x16xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%b : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: i32):
    linalg.yield %in : f32
  } -> tensor<4x16xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%b : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.constant 1 : i32
    linalg.yield %c : i32
  } -> tensor<4x16xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%b : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield
  } -> tensor<4x16xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%b : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%b : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x8xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%b : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x16xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%b : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x16xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x8xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%b : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x8xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: memref<4x16xf32>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%b : memref<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "bogus"]} ins(%a : tensor<4x16xf32>) outs(%b : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x16xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map]} ins(%a : tensor<4x16xf32>) outs(%b : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x16xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%b : tensor<4x16xf32>) {
  ^bb0(%in: f32):
    linalg.yield %in : f32
  } -> tensor<4x16xf32>
  return
}
// -----
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xi32>
  return
}
// -----
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>)
  return
}
// -----
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) {
  %0 = linalg.matmul ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.yield
}
// -----
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}
// -----
func.func @f(%x: f32, %c: tensor<4x16xf32>) {
  %0 = linalg.fill ins(%x, %x : f32, f32) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
func.func @f(%x: tensor<f32>, %c: tensor<4x16xf32>) {
  %0 = linalg.fill ins(%x : tensor<f32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
func.func @f(%x: f32, %c: tensor<4x16xf32>) {
  %0 = linalg.fill ins(%x : f32) outs(%c : tensor<4x16xf32>) 
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%b : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: i32):
    %c = arith.constant 1 : i64
    linalg.yield %c : i64
  } -> tensor<4x16xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%b : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.constant 1 : i64
    "test.x"(%c) : (i64) -> ()
  } -> tensor<4x16xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: f32):
    %c = arith.constant 1 : i64
    "test.x"(%c) : (i64) -> ()
  }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: i32):
    "linalg.yield"(%in) : (f32) -> ()
  ^bb1:
    "linalg.yield"(%in) : (f32) -> ()
  }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: f32):
    "linalg.yield"(%in) : (f32) -> ()
  }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d0)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: f32):
    "linalg.yield"(%in) : (f32) -> ()
  }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1 - 4)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [#map, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: f32):
    "linalg.yield"(%in) : (f32) -> ()
  }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1 * 2)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: f32):
    "linalg.yield"(%in) : (f32) -> ()
  }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [affine_map<(d0, d1)[s0] -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: f32):
    "linalg.yield"(%in) : (f32) -> ()
  }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
func.func @f(%a: tensor<4x16xf32>, %b: f32) {
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: f32):
    "linalg.yield"(%in) : (f32) -> ()
  }) : (tensor<4x16xf32>, f32) -> tensor<4x16xf32>
  return
}
// -----
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]}> ({
  ^bb0(%in: f32, %out: f32):
    "linalg.yield"(%in) : (f32) -> ()
  }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) {
  %0 = "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: i32):
    %c = arith.constant 1 : i64
    "test.x"(%c) : (i64) -> ()
  }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  "linalg.generic"(%a, %b) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: f32):
    %c = arith.constant 1 : i64
    "linalg.yield"(%c) : (i64) -> ()
  }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> ()
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>) {
  "linalg.generic"(%a, %b) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: f32):
    %c = arith.constant 1 : i64
    "test.x"(%c) : (i64) -> ()
  }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> ()
  return
}
// -----
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) {
  %0 = "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: i32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) {
  %0 = "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %n = arith.negf %m : f32
    %s = arith.addf %n, %z : f32
    "linalg.yield"(%s) : (f32) -> ()
  }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) {
  %0 = "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.subf %z, %m : f32
    "linalg.yield"(%s) : (f32) -> ()
  }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) {
  %0 = "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>, indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    "linalg.yield"(%s) : (f32) -> ()
  }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
func.func @f(%x: i8, %c: tensor<4x16xi32>) {
  %0 = linalg.fill ins(%x : i8) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  return
}
