// Several top-level ops: wrapped in an implicit module.
"tst.a"() : () -> ()
module @m {
}
func.func private @decl()
%0 = unrealized_conversion_cast to i32
