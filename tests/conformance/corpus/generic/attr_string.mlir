// String escaping: printable ASCII except '"' and '\' is kept; '\' -> \\ ; everything else
// (incl. '"', control chars, DEL and every byte of non-ASCII UTF-8) -> \XX (uppercase hex).
"tst.s"() {a = "a\"b", b = "\n", c = "\t", d = "\\", e = "\00", f = "\FF", g = "é€😀", h = "\7f\1F\7E", i = "'", j = "", k = "\0a\0A\09\22\5C\0D\7F", l = "~ !#$%&()*+,-./:;<=>?@[]^_`{|}", m = "plain text"} : () -> ()
"tst.typed"() {a = "x" : i32, b = "y" : none, c = "z" : tensor<2xi8>, d = "w" : !foo.t, e = ["in array" : i64]} : () -> ()
