// FLAGS: --split-input-file
// Odd forms of pdl.rewrite, pdl.replace and the attribute dictionary of pdl.operation.
pdl.pattern : benefit(1) {
  %root = operation "foo.op"
  rewrite %root {}
}
// -----
pdl.pattern : benefit(1) {
  %root = operation "foo.op"
  rewrite %root with "x" {}
}
// -----
pdl.pattern : benefit(1) {
  %root = operation "foo.op"
  rewrite %root with "x"() 
}
// -----
pdl.pattern : benefit(1) {
  %root = operation "foo.op"
  rewrite %root with "x"(%root : !pdl.operation) {
    erase %root
  }
}
// -----
pdl.pattern : benefit(1) {
  %root = operation "foo.op"
  rewrite %root {
  ^bb0:
    erase %root
  }
}
// -----
pdl.pattern : benefit(1) {
  %root = operation "foo.op"
  rewrite %root {
    erase %root
  ^bb1:
  }
}
// -----
pdl.pattern : benefit(1) {
  %root = operation "foo.op"
  rewrite %root {
    %r = results of %root
    %x = apply_native_rewrite "f"(%r : !pdl.range<value>) : !pdl.operation
    replace %root with (%r : !pdl.range<value>) %x
  }
}
// -----
pdl.pattern : benefit(1) {
  %root = operation "foo.op" {"a" = %root}
  rewrite %root with "x"
}
// -----
pdl.pattern @"quoted name" : benefit(1) {
  %root = operation "foo.op" {"a b" = %a, "c" = %a}
  %a = attribute
  rewrite %root with "x\n"
}
// -----
pdl.pattern : benefit(1) {
  %root = operation "foo.op" { "a" = %a }
  %a = attribute
  pdl.apply_native_constraint "c"(%a : !pdl.attribute) : !pdl.type
  rewrite %root with "x"
}
