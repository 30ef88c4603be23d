// FLAGS: --allow-unregistered-dialect
// Locations and aliases through pdl ops (debuginfo and local-scope runs).
#map = affine_map<(d0) -> (d0)>
pdl.pattern @attribute_with_loc : benefit(1) {
  %attr = attribute loc("bar")
  %a2 = attribute = #map loc(fused["a", "b"])
  %t = type : tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>
  %root = operation {"attribute" = %attr, "m" = %a2} -> (%t : !pdl.type) loc(callsite("f" at "g":1:2))
  rewrite %root with "rewriter" loc(fused["a", "b"])
} loc("pattern")
