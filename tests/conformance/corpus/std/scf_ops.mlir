func.func @f(%lb: index, %ub: index, %st: index, %c: i1, %x: f32) -> f32 {
  scf.for %i = %lb to %ub step %st {
    "test.use"(%i) : (index) -> ()
  }
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> (f32) {
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  %r2:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x) -> (f32, f32) {
    scf.yield %b, %a : f32, f32
  }
  %lbi = arith.index_cast %lb : index to i32
  scf.for unsigned %i = %lbi to %lbi step %lbi : i32 {
  }
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  %v = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %r : f32
  }
  %w:2 = scf.while (%arg = %x, %n = %lb) : (f32, index) -> (f32, index) {
    %cond = "test.cond"(%arg) : (f32) -> i1
    scf.condition(%cond) %arg, %n : f32, index
  } do {
  ^bb0(%a2: f32, %n2: index):
    scf.yield %a2, %n2 : f32, index
  }
  %e = scf.execute_region -> i32 {
    %q = "test.q"() : () -> i32
    scf.yield %q : i32
  }
  return %v : f32
}
func.func @nested(%c: i1, %n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    %inner = scf.for %j = %c0 to %i step %c1 iter_args(%a = %acc) -> (f32) {
      %s = scf.if %c -> (f32) {
        %y = arith.addf %a, %x : f32
        scf.yield %y : f32
      } else {
        scf.yield %a : f32
      }
      scf.yield %s : f32
    }
    scf.yield %inner : f32
  } {tag = "outer"}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  scf.while () : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {foo = 1 : i32}
  %v:2 = scf.execute_region -> (i32, f32) no_inline {
    %q = "test.q"() : () -> i32
    %w = "test.q"() : () -> f32
    cf.br ^bb1
  ^bb1:
    scf.yield %q, %w : i32, f32
  } {bar}
  scf.if %c {
    scf.for %i = %c to %c step %c : i1 {
      "test.x"(%i) : (i1) -> ()
    } {a = 2 : i32}
  } else {
  } {baz}
  return %r : f32
}
