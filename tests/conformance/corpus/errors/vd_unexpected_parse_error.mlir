// FLAGS: --allow-unregistered-dialect --verify-diagnostics
"foo.use"(%x) : (i32) -> ()
