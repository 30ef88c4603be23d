// The Ch4 chain fusion written directly in PDL (what rewrites/chain_fusion.pdll
// compiles to, without its locations):
//
//   %0 = "test.matmul"(%a, %b)  %1 = "test.add"(%0, %c)  %2 = "test.max"(%1, %c)
//     -->  %2 = "test.fused"(%a, %b, %c)
//
// Apply it with `pdlx-opt payload.mlir --allow-unregistered-dialect
// --apply-pdl=rewrites/chain_fusion.mlir`, or wrap it in `module @patterns`
// for `-test-pdl-bytecode-pass` (bench/bench_pdl.py does).
module {
  pdl.pattern @FuseChain : benefit(0) {
    %a = operand
    %b = operand
    %t = type
    %mm = operation "test.matmul"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %mm0 = result 0 of %mm
    %c = operand
    %add = operation "test.add"(%mm0, %c : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %add0 = result 0 of %add
    %root = operation "test.max"(%add0, %c : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    rewrite %root {
      %fused = operation "test.fused"(%a, %b, %c : !pdl.value, !pdl.value, !pdl.value) -> (%t : !pdl.type)
      replace %root with %fused
    }
  }
}
