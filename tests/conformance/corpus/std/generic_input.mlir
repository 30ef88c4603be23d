// FLAGS: --allow-unregistered-dialect --split-input-file
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, f32, f32, index, vector<4xi32>, tensor<4xf32>) -> i32, sym_name = "f"}> ({
  ^bb0(%arg8: i32, %arg9: i32, %arg10: f32, %arg11: f32, %arg12: index, %arg13: vector<4xi32>, %arg14: tensor<4xf32>):
    %20 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %21 = "arith.constant"() <{value = 1 : index}> : () -> index
    %22 = "arith.constant"() <{value = 42 : i64}> : () -> i64
    %23 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %24 = "arith.constant"() <{value = true}> : () -> i1
    %25 = "arith.constant"() <{value = false}> : () -> i1
    %26 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %27 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
    %28 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %29 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %30 = "arith.addi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %31 = "arith.addi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %32 = "arith.addi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %33 = "arith.subi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %34 = "arith.muli"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %35 = "arith.divsi"(%arg8, %arg9) : (i32, i32) -> i32
    %36 = "arith.divui"(%arg8, %arg9) : (i32, i32) -> i32
    %37 = "arith.ceildivsi"(%arg8, %arg9) : (i32, i32) -> i32
    %38 = "arith.floordivsi"(%arg8, %arg9) : (i32, i32) -> i32
    %39 = "arith.remsi"(%arg8, %arg9) : (i32, i32) -> i32
    %40 = "arith.remui"(%arg8, %arg9) : (i32, i32) -> i32
    %41 = "arith.andi"(%arg8, %arg9) : (i32, i32) -> i32
    %42 = "arith.ori"(%arg8, %arg9) : (i32, i32) -> i32
    %43 = "arith.xori"(%arg8, %arg9) : (i32, i32) -> i32
    %44 = "arith.shli"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %45 = "arith.shrsi"(%arg8, %arg9) : (i32, i32) -> i32
    %46 = "arith.shrui"(%arg8, %arg9) : (i32, i32) -> i32
    %47 = "arith.maxsi"(%arg8, %arg9) : (i32, i32) -> i32
    %48 = "arith.minsi"(%arg8, %arg9) : (i32, i32) -> i32
    %49 = "arith.maxui"(%arg8, %arg9) : (i32, i32) -> i32
    %50 = "arith.minui"(%arg8, %arg9) : (i32, i32) -> i32
    %51 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %52 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %53 = "arith.subf"(%arg10, %arg11) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %54 = "arith.mulf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %55 = "arith.divf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %56 = "arith.remf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %57 = "arith.maximumf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %58 = "arith.minimumf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %59 = "arith.maxnumf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %60 = "arith.minnumf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %61 = "arith.negf"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %62 = "arith.negf"(%arg10) <{fastmath = #arith.fastmath<reassoc>}> : (f32) -> f32
    %63 = "arith.cmpi"(%arg8, %arg9) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %64 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %65 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<fast>, predicate = 11 : i64}> : (f32, f32) -> i1
    %66 = "arith.extsi"(%arg8) : (i32) -> i64
    %67 = "arith.extui"(%arg8) : (i32) -> i64
    %68 = "arith.trunci"(%arg8) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %69 = "arith.sitofp"(%arg8) : (i32) -> f32
    %70 = "arith.uitofp"(%arg8) : (i32) -> f32
    %71 = "arith.fptosi"(%arg10) : (f32) -> i32
    %72 = "arith.fptoui"(%arg10) : (f32) -> i32
    %73 = "arith.extf"(%arg10) : (f32) -> f64
    %74 = "arith.truncf"(%27) : (f64) -> f32
    %75 = "arith.index_cast"(%arg12) : (index) -> i32
    %76 = "arith.index_castui"(%arg8) : (i32) -> index
    %77 = "arith.bitcast"(%arg8) : (i32) -> f32
    %78 = "arith.select"(%63, %arg8, %arg9) : (i1, i32, i32) -> i32
    %79 = "arith.addi"(%arg13, %28) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %80 = "arith.cmpi"(%arg13, %28) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %81 = "arith.select"(%80, %arg13, %28) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %82 = "arith.trunci"(%arg8) <{overflowFlags = #arith.overflow<nsw>}> : (i32) -> i8
    %83 = "arith.divsi"(%arg8, %arg9) <{isExact}> : (i32, i32) -> i32
    %84 = "arith.truncf"(%27) <{roundingmode = 0 : i32}> : (f64) -> f32
    %85 = "arith.truncf"(%27) <{fastmath = #arith.fastmath<fast>}> : (f64) -> f32
    %86 = "arith.extf"(%arg10) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f64
    "func.return"(%30) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, f32, f8E8M0FNU, f4E2M1FN, vector<4xi32>, tensor<?xf32>, memref<4xi32>) -> (), sym_name = "more"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f8E8M0FNU, %arg4: f4E2M1FN, %arg5: vector<4xi32>, %arg6: tensor<?xf32>, %arg7: memref<4xi32>):
    %0:2 = "arith.addui_extended"(%arg0, %arg1) : (i32, i32) -> (i32, i1)
    %1:2 = "arith.mulsi_extended"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    %2:2 = "arith.mului_extended"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    %3 = "arith.scaling_extf"(%arg4, %arg3) : (f4E2M1FN, f8E8M0FNU) -> f32
    %4 = "arith.scaling_truncf"(%arg2, %arg3) : (f32, f8E8M0FNU) -> f4E2M1FN
    %5 = "arith.scaling_truncf"(%arg2, %arg3) <{fastmath = #arith.fastmath<fast>, roundingmode = 1 : i32}> : (f32, f8E8M0FNU) -> f4E2M1FN
    %6 = "arith.ceildivui"(%arg0, %arg1) : (i32, i32) -> i32
    %7 = "arith.shrui"(%arg0, %arg1) <{isExact}> : (i32, i32) -> i32
    %8 = "arith.shli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %9 = "arith.mulf"(%arg2, %arg2) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f32, f32) -> f32
    %10 = "arith.cmpf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %11 = "arith.cmpf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %12 = "arith.cmpi"(%arg0, %arg1) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %13 = "arith.bitcast"(%arg7) : (memref<4xi32>) -> memref<4xf32>
    %14 = "arith.index_cast"(%arg7) : (memref<4xi32>) -> memref<4xindex>
    %15 = "arith.negf"(%arg6) <{fastmath = #arith.fastmath<none>}> {some.attr} : (tensor<?xf32>) -> tensor<?xf32>
    %16 = "arith.addi"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> {some.attr = 1 : i32} : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %17 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %18 = "arith.select"(%12, %arg0, %17) {tag} : (i1, i32, i32) -> i32
    %19 = "arith.truncf"(%arg2) <{fastmath = #arith.fastmath<nnan>, roundingmode = 4 : i32}> : (f32) -> f16
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "names"}> ({
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %4 = "arith.constant"() <{value = 7 : index}> : () -> index
    %5 = "arith.constant"() <{value = 7 : index}> : () -> index
    %6 = "arith.constant"() <{value = true}> : () -> i1
    %7 = "arith.constant"() <{value = false}> : () -> i1
    %8 = "arith.constant"() <{value = true}> : () -> i1
    %9 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %10 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = dense<0> : tensor<2xi8>}> : () -> tensor<2xi8>
    %12 = "arith.constant"() <{value = dense<[true, false]> : vector<2xi1>}> : () -> vector<2xi1>
    %13 = "arith.constant"() <{value = 3 : i3}> : () -> i3
    %14 = "arith.constant"() <{value = 123456789012 : i64}> : () -> i64
    %15 = "arith.constant"() <{value = -0.000000e+00 : bf16}> : () -> bf16
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15) : (i32, i32, i64, i8, index, index, i1, i1, i1, f16, f32, tensor<2xi8>, vector<2xi1>, i3, i64, bf16) -> ()
    "scf.if"(%6) ({
      %16 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %17 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
      "test.use"(%16, %17) : (i32, f64) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i1, f32) -> f32, sym_name = "f"}> ({
  ^bb0(%arg8: index, %arg9: index, %arg10: index, %arg11: i1, %arg12: f32):
    "scf.for"(%arg8, %arg9, %arg10) ({
    ^bb0(%arg23: index):
      "test.use"(%arg23) : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %9 = "scf.for"(%arg8, %arg9, %arg10, %arg12) ({
    ^bb0(%arg21: index, %arg22: f32):
      %17 = "arith.addf"(%arg22, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%17) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %10:2 = "scf.for"(%arg8, %arg9, %arg10, %arg12, %arg12) ({
    ^bb0(%arg18: index, %arg19: f32, %arg20: f32):
      "scf.yield"(%arg20, %arg19) : (f32, f32) -> ()
    }) : (index, index, index, f32, f32) -> (f32, f32)
    %11 = "arith.index_cast"(%arg8) : (index) -> i32
    "scf.for"(%11, %11, %11) <{unsignedCmp}> ({
    ^bb0(%arg17: i32):
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    "scf.if"(%arg11) ({
      "test.a"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%arg11) ({
      "test.a"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "test.b"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %12 = "scf.if"(%arg11) ({
      "scf.yield"(%arg12) : (f32) -> ()
    }, {
      "scf.yield"(%9) : (f32) -> ()
    }) : (i1) -> f32
    %13:2 = "scf.while"(%arg12, %arg8) ({
    ^bb0(%arg15: f32, %arg16: index):
      %16 = "test.cond"(%arg15) : (f32) -> i1
      "scf.condition"(%16, %arg15, %arg16) : (i1, f32, index) -> ()
    }, {
    ^bb0(%arg13: f32, %arg14: index):
      "scf.yield"(%arg13, %arg14) : (f32, index) -> ()
    }) : (f32, index) -> (f32, index)
    %14 = "scf.execute_region"() ({
      %15 = "test.q"() : () -> i32
      "scf.yield"(%15) : (i32) -> ()
    }) : () -> i32
    "func.return"(%12) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, index, f32) -> f32, sym_name = "nested"}> ({
  ^bb0(%arg0: i1, %arg1: index, %arg2: f32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "scf.for"(%0, %arg1, %1, %arg2) ({
    ^bb0(%arg4: index, %arg5: f32):
      %6 = "scf.for"(%0, %arg4, %1, %arg5) ({
      ^bb0(%arg6: index, %arg7: f32):
        %7 = "scf.if"(%arg0) ({
          %8 = "arith.addf"(%arg7, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "scf.yield"(%8) : (f32) -> ()
        }, {
          "scf.yield"(%arg7) : (f32) -> ()
        }) : (i1) -> f32
        "scf.yield"(%7) : (f32) -> ()
      }) : (index, index, index, f32) -> f32
      "scf.yield"(%6) : (f32) -> ()
    }) {tag = "outer"} : (index, index, index, f32) -> f32
    "scf.while"() ({
      "scf.condition"(%arg0) : (i1) -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : () -> ()
    "scf.while"() ({
      "scf.condition"(%arg0) : (i1) -> ()
    }, {
      "scf.yield"() : () -> ()
    }) {foo = 1 : i32} : () -> ()
    %3:2 = "scf.execute_region"() <{no_inline}> ({
      %4 = "test.q"() : () -> i32
      %5 = "test.q"() : () -> f32
      "cf.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      "scf.yield"(%4, %5) : (i32, f32) -> ()
    }) {bar} : () -> (i32, f32)
    "scf.if"(%arg0) ({
      "scf.for"(%arg0, %arg0, %arg0) ({
      ^bb0(%arg3: i1):
        "test.x"(%arg3) : (i1) -> ()
        "scf.yield"() : () -> ()
      }) {a = 2 : i32} : (i1, i1, i1) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) {baz} : (i1) -> ()
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, f32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: f32):
    "cf.br"(%arg1)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
    "cf.cond_br"(%arg0, %0, %arg2)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i1, i32, f32) -> ()
  ^bb2:  // pred: ^bb1
    "cf.cond_br"(%arg0, %arg1, %arg1, %arg2)[^bb1, ^bb3] <{branch_weights = array<i32: 3, 5>, operandSegmentSizes = array<i32: 1, 1, 2>}> {foo} : (i1, i32, i32, f32) -> ()
  ^bb3(%1: i32, %2: f32):  // 2 preds: ^bb1, ^bb2
    "cf.switch"(%1, %1, %arg1)[^bb4, ^bb5, ^bb4] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[42, -3]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb4(%3: i32):  // 2 preds: ^bb3, ^bb3
    "cf.assert"(%arg0) <{msg = "oops"}> : (i1) -> ()
    "func.return"(%3) : (i32) -> ()
  ^bb5:  // 2 preds: ^bb3, ^bb5
    "cf.switch"(%1)[^bb5] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index, tensor<4x?xf32>) -> tensor<?x?xf32>, sym_name = "t"}> ({
  ^bb0(%arg0: index, %arg1: tensor<4x?xf32>):
    %0 = "tensor.empty"(%arg0) : (index) -> tensor<4x?xf32>
    %1 = "tensor.empty"() : () -> tensor<4x5xf32, "enc">
    %2 = "tensor.cast"(%0) : (tensor<4x?xf32>) -> tensor<*xf32>
    %3 = "tensor.cast"(%2) : (tensor<*xf32>) -> tensor<?x?xf32>
    %4 = "tensor.empty"(%arg0, %arg0) {some.attr} : (index, index) -> tensor<?x?xi8>
    %5 = "tensor.cast"(%arg1) {tag} : (tensor<4x?xf32>) -> tensor<4x7xf32>
    "func.return"(%3) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d0)>
#map5 = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>, i8, f32, tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xi32>, sym_name = "f"}> ({
  ^bb0(%arg57: tensor<4x8xi8>, %arg58: tensor<8x16xi8>, %arg59: tensor<4x16xi32>, %arg60: i8, %arg61: f32, %arg62: tensor<4x16xf32>, %arg63: tensor<16x16xf32>):
    %41 = "linalg.matmul"(%arg57, %arg58, %arg59) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg78: i8, %arg79: i8, %arg80: i32):
      %62 = "arith.extsi"(%arg78) : (i8) -> i32
      %63 = "arith.extsi"(%arg79) : (i8) -> i32
      %64 = "arith.muli"(%62, %63) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %65 = "arith.addi"(%arg80, %64) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%65) : (i32) -> ()
    }) : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %42 = "linalg.matmul"(%arg57, %arg58, %arg59) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg75: i8, %arg76: i8, %arg77: i32):
      %58 = "arith.extui"(%arg75) : (i8) -> i32
      %59 = "arith.extui"(%arg76) : (i8) -> i32
      %60 = "arith.muli"(%58, %59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %61 = "arith.addi"(%arg77, %60) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%61) : (i32) -> ()
    }) : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %43 = "linalg.matmul"(%arg57, %arg58, %arg62) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg72: i8, %arg73: i8, %arg74: f32):
      %54 = "arith.sitofp"(%arg72) : (i8) -> f32
      %55 = "arith.sitofp"(%arg73) : (i8) -> f32
      %56 = "arith.mulf"(%54, %55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %57 = "arith.addf"(%arg74, %56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%57) : (f32) -> ()
    }) : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %44 = "linalg.generic"(%arg59, %arg62) <{doc = "hi", indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], library_call = "foo", operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg70: i32, %arg71: f32):
      %53 = "arith.sitofp"(%arg70) : (i32) -> f32
      "linalg.yield"(%53) : (f32) -> ()
    }) {bar = 1 : i64} : (tensor<4x16xi32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %45 = "linalg.fill"(%arg61, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32):
      "linalg.yield"(%arg68) : (f32) -> ()
    }) : (f32, tensor<4x16xf32>) -> tensor<4x16xf32>
    %46 = "linalg.matmul"(%arg58, %arg58, %arg63) <{indexing_maps = [#map4, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg65: i8, %arg66: i8, %arg67: f32):
      %49 = "arith.sitofp"(%arg65) : (i8) -> f32
      %50 = "arith.sitofp"(%arg66) : (i8) -> f32
      %51 = "arith.mulf"(%49, %50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %52 = "arith.addf"(%arg67, %51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%52) : (f32) -> ()
    }) : (tensor<8x16xi8>, tensor<8x16xi8>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %47 = "tensor.empty"() : () -> tensor<4xf32>
    %48 = "linalg.generic"(%47) <{indexing_maps = [#map5], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg64: f32):
      "linalg.yield"(%arg64) : (f32) -> ()
    }) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%41) : (tensor<4x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>, memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>) -> tensor<4x16xf32>, sym_name = "g"}> ({
  ^bb0(%arg41: tensor<4x8xf32>, %arg42: tensor<8x16xf32>, %arg43: tensor<4x16xf32>, %arg44: memref<4x8xf32>, %arg45: memref<8x16xf32>, %arg46: memref<4x16xf32>):
    %28 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %29 = "tensor.empty"() : () -> tensor<4x16xf32>
    %30 = "linalg.fill"(%28, %29) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32):
      "linalg.yield"(%arg55) : (f32) -> ()
    }) : (f32, tensor<4x16xf32>) -> tensor<4x16xf32>
    %31 = "linalg.matmul"(%arg41, %arg42, %30) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32, %arg54: f32):
      %39 = "arith.mulf"(%arg52, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %40 = "arith.addf"(%arg54, %39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%40) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    "linalg.matmul"(%arg44, %arg45, %arg46) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32, %arg51: f32):
      %37 = "arith.mulf"(%arg49, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %38 = "arith.addf"(%arg51, %37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%38) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>) -> ()
    %32 = "linalg.generic"(%31, %arg43) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg47: f32, %arg48: f32):
      %36 = "arith.addf"(%arg47, %arg48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%36) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %33 = "tensor.cast"(%32) : (tensor<4x16xf32>) -> tensor<?x16xf32>
    %34 = "arith.constant"() <{value = 3 : index}> : () -> index
    %35 = "tensor.empty"(%34) : (index) -> tensor<?x16xf32>
    "func.return"(%32) : (tensor<4x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>, f32, i1, memref<4x8xi1>, memref<8x16xi1>, memref<4x16xi1>) -> (), sym_name = "buffers"}> ({
  ^bb0(%arg24: memref<4x8xf32>, %arg25: memref<8x16xf32>, %arg26: memref<4x16xf32>, %arg27: f32, %arg28: i1, %arg29: memref<4x8xi1>, %arg30: memref<8x16xi1>, %arg31: memref<4x16xi1>):
    "linalg.fill"(%arg27, %arg26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      "linalg.yield"(%arg39) : (f32) -> ()
    }) : (f32, memref<4x16xf32>) -> ()
    "linalg.matmul"(%arg24, %arg25, %arg26) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32, %arg38: f32):
      %26 = "arith.mulf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %27 = "arith.addf"(%arg38, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%27) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>) -> ()
    "linalg.matmul"(%arg29, %arg30, %arg31) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg33: i1, %arg34: i1, %arg35: i1):
      %24 = "arith.andi"(%arg33, %arg34) : (i1, i1) -> i1
      %25 = "arith.ori"(%arg35, %24) : (i1, i1) -> i1
      "linalg.yield"(%25) : (i1) -> ()
    }) : (memref<4x8xi1>, memref<8x16xi1>, memref<4x16xi1>) -> ()
    "linalg.generic"(%arg26) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg32: f32):
      "linalg.yield"(%arg32) : (f32) -> ()
    }) : (memref<4x16xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x8xf16>, tensor<8x16xf16>, tensor<4x16xf32>, tensor<4x8xi32>, tensor<8x16xi32>, tensor<4x16xi8>, tensor<4x16xf16>, tensor<4x8xf32>, tensor<8x16xf32>) -> (), sym_name = "mixed"}> ({
  ^bb0(%arg0: tensor<4x8xf16>, %arg1: tensor<8x16xf16>, %arg2: tensor<4x16xf32>, %arg3: tensor<4x8xi32>, %arg4: tensor<8x16xi32>, %arg5: tensor<4x16xi8>, %arg6: tensor<4x16xf16>, %arg7: tensor<4x8xf32>, %arg8: tensor<8x16xf32>):
    %0 = "linalg.matmul"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: f16, %arg22: f16, %arg23: f32):
      %20 = "arith.extf"(%arg21) : (f16) -> f32
      %21 = "arith.extf"(%arg22) : (f16) -> f32
      %22 = "arith.mulf"(%20, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %23 = "arith.addf"(%arg23, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%23) : (f32) -> ()
    }) : (tensor<4x8xf16>, tensor<8x16xf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1 = "linalg.matmul"(%arg3, %arg4, %arg5) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: i32, %arg19: i32, %arg20: i8):
      %16 = "arith.trunci"(%arg18) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
      %17 = "arith.trunci"(%arg19) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
      %18 = "arith.muli"(%16, %17) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      %19 = "arith.addi"(%arg20, %18) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      "linalg.yield"(%19) : (i8) -> ()
    }) : (tensor<4x8xi32>, tensor<8x16xi32>, tensor<4x16xi8>) -> tensor<4x16xi8>
    %2 = "linalg.matmul"(%arg7, %arg8, %arg6) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32, %arg17: f16):
      %12 = "arith.truncf"(%arg15) : (f32) -> f16
      %13 = "arith.truncf"(%arg16) : (f32) -> f16
      %14 = "arith.mulf"(%12, %13) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      %15 = "arith.addf"(%arg17, %14) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%15) : (f16) -> ()
    }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf16>) -> tensor<4x16xf16>
    %3 = "linalg.matmul"(%arg7, %arg8, %arg5) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32, %arg14: i8):
      %8 = "arith.fptosi"(%arg12) : (f32) -> i8
      %9 = "arith.fptosi"(%arg13) : (f32) -> i8
      %10 = "arith.muli"(%8, %9) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      %11 = "arith.addi"(%arg14, %10) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      "linalg.yield"(%11) : (i8) -> ()
    }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xi8>) -> tensor<4x16xi8>
    %4 = "linalg.matmul"(%arg7, %arg4, %arg2) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32, %arg10: i32, %arg11: f32):
      %5 = "arith.uitofp"(%arg10) : (i32) -> f32
      %6 = "arith.mulf"(%arg9, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %7 = "arith.addf"(%arg11, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%7) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x16xi32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

