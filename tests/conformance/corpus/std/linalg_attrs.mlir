// FLAGS: --allow-unregistered-dialect --split-input-file
"test.x"() {a = #linalg.iterator_type<parallel>, b = #linalg.iterator_type<"reduction">, c = #linalg.type_fn<cast_unsigned>} : () -> ()
// -----
"test.x"() {a = #linalg.iterator_type<bogus>} : () -> ()
// -----
"test.x"() {a = #linalg.iterator_type<>} : () -> ()
// -----
"test.x"() {a = #linalg.type_fn<bogus>} : () -> ()
// -----
"test.x"() {a = #linalg.bogus<1>} : () -> ()
