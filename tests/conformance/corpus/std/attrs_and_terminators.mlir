func.func @m(%x: i32, %t: tensor<4xf32>, %c: i1) -> i32 {
  %0 = arith.constant {foo} 3 : i32
  %1 = arith.addi %x, %0 {bar = "b"} : i32
  %2 = arith.cmpi eq, %x, %0 {baz} : i32
  %e = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"], library_call = "lib"} outs(%e : tensor<4xf32>) attrs = {x = 1} {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  %r = scf.if %c -> (i32) {
    scf.yield {tag} %x : i32
  } else {
    scf.yield %0 : i32
  }
  scf.if %c {
    scf.yield {tag}
  }
  %cf = arith.constant 1.0 : f32
  %f = linalg.fill {x = 2 : i64} ins(%cf : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %1 : i32
}
