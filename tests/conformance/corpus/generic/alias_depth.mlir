// Aliases nested inside other aliases: sorted by depth first (an alias is printed after
// every alias it references), then by alias name, then by first-visit order.
"tst.a"() {z = distinct[0]<affine_map<(d0) -> (d0 + 1)>>, y = distinct[1]<[affine_set<(d0) : (d0 >= 0)>, 3]>, x = distinct[2]<"leaf">, w = affine_map<(d0) -> (d0 + 2)>} : () -> ()
"tst.b"() {v = distinct[3]<distinct[4]<affine_map<(d0) -> (d0 + 3)>>>} : () -> ()
