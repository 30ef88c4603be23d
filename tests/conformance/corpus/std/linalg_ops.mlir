#map = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
func.func @f(%A: tensor<4x8xi8>, %B: tensor<8x16xi8>, %C: tensor<4x16xi32>, %x: i8, %y: f32, %D: tensor<4x16xf32>, %F: tensor<16x16xf32>) -> tensor<4x16xi32> {
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xi8>, tensor<8x16xi8>) outs(%C : tensor<4x16xi32>) -> tensor<4x16xi32>
  %3 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%A, %B : tensor<4x8xi8>, tensor<8x16xi8>) outs(%C : tensor<4x16xi32>) -> tensor<4x16xi32>
  %4 = linalg.matmul ins(%A, %B : tensor<4x8xi8>, tensor<8x16xi8>) outs(%D : tensor<4x16xf32>) -> tensor<4x16xf32>
  %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"], doc = "hi", library_call = "foo"} ins(%C : tensor<4x16xi32>) outs(%D : tensor<4x16xf32>) attrs = {bar = 1} {
  ^bb0(%in: i32, %out: f32):
    %s = arith.sitofp %in : i32 to f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  %6 = linalg.fill ins(%y : f32) outs(%D : tensor<4x16xf32>) -> tensor<4x16xf32>
  %7 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%B, %B : tensor<8x16xi8>, tensor<8x16xi8>) outs(%F : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e = tensor.empty() : tensor<4xf32>
  %8 = linalg.generic {indexing_maps = [#id1], iterator_types = ["reduction"]} outs(%e : tensor<4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<4xf32>
  return %0 : tensor<4x16xi32>
}

func.func @g(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>, %m: memref<4x8xf32>, %n: memref<8x16xf32>, %o: memref<4x16xf32>) -> tensor<4x16xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %fill = linalg.fill ins(%cst : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%fill : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.matmul ins(%m, %n : memref<4x8xf32>, memref<8x16xf32>) outs(%o : memref<4x16xf32>)
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<4x16xf32>) outs(%C : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = arith.addf %in, %out : f32
    linalg.yield %2 : f32
  } -> tensor<4x16xf32>
  %c = tensor.cast %1 : tensor<4x16xf32> to tensor<?x16xf32>
  %c0 = arith.constant 3 : index
  %d = tensor.empty(%c0) : tensor<?x16xf32>
  return %1 : tensor<4x16xf32>
}
func.func @buffers(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>, %x: f32, %i: i1, %j: memref<4x8xi1>, %k: memref<8x16xi1>, %l: memref<4x16xi1>) {
  linalg.fill ins(%x : f32) outs(%c : memref<4x16xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  linalg.matmul ins(%j, %k : memref<4x8xi1>, memref<8x16xi1>) outs(%l : memref<4x16xi1>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%c : memref<4x16xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  }
  return
}
func.func @mixed(%a: tensor<4x8xf16>, %b: tensor<8x16xf16>, %c: tensor<4x16xf32>, %d: tensor<4x8xi32>, %e: tensor<8x16xi32>, %f: tensor<4x16xi8>, %g: tensor<4x16xf16>, %h: tensor<4x8xf32>, %k: tensor<8x16xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf16>, tensor<8x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matmul ins(%d, %e : tensor<4x8xi32>, tensor<8x16xi32>) outs(%f : tensor<4x16xi8>) -> tensor<4x16xi8>
  %2 = linalg.matmul ins(%h, %k : tensor<4x8xf32>, tensor<8x16xf32>) outs(%g : tensor<4x16xf16>) -> tensor<4x16xf16>
  %3 = linalg.matmul ins(%h, %k : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xi8>) -> tensor<4x16xi8>
  %4 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%h, %e : tensor<4x8xf32>, tensor<8x16xi32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
