"foo.op"()   // trailing comment

}
