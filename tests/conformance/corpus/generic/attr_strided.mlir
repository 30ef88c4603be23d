// strided layout attributes as standalone attributes ("offset: 0" is omitted).
"tst.s"() {a = strided<[1, 4], offset: ?>, b = strided<[?, 1]>, c = strided<[], offset: 5>, d = strided<[2]>, e = strided<[4, 1], offset: 0>, f = strided<[?, ?, ?], offset: ?>, g = strided<[]>} : () -> ()
