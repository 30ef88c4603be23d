// just a comment
// another comment
