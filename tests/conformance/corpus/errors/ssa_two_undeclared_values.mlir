"foo.op"(%y) : (i32) -> ()
"foo.op"(%x, %y) : (i32, i32) -> ()
