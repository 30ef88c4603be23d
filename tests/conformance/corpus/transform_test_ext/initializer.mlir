// FLAGS: --transform-interpreter --verify-diagnostics
// test_initializer_extension: the first application adds a state extension,
// later ones update it.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-remark @below {{Specified extension not found, adding a new one!}}
    transform.test_initializer_extension "A"
    // expected-remark @below {{Number of currently registered op: 2}}
    transform.test_initializer_extension "B"
    transform.yield
  }
}
