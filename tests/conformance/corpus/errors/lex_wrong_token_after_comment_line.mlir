"foo.op"()
// a full-line comment
   
}
