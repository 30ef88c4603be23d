func.func @f(%x: i32 loc("xin"), %y: i32 loc(fused["yy", "zz"]), %n: index) -> i32 {
  %c0 = arith.constant 0 : index loc("zero")
  %c1 = arith.constant 1 : index loc("zero")
  %c2 = arith.constant 2 : i32 loc("xin")
  %p:2 = "test.pair"() : () -> (i32, i32) loc("pair")
  %q:2 = "test.pair"() : () -> (i32, i32)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> i32 {
    %s = arith.addi %a, %p#1 : i32 loc("sum")
    scf.yield %s : i32
  } loc("loop")
  cf.br ^bb1(%r : i32)
^bb1(%b: i32 loc("barg")):
  %t = arith.addi %b, %c2 : i32 loc(callsite("cs" at "f.mlir":1:1))
  cf.br ^bb2(%t : i32)
^bb2(%d: i32):
  %u = arith.addi %d, %q#0 : i32 loc("sum")
  return %u : i32
}
