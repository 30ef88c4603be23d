// FLAGS: --allow-unregistered-dialect --split-input-file
%c = "test.c"() : () -> index
%0 = tensor.empty(%c) : tensor<4x5xf32>
// -----
%c = "test.c"() : () -> index
%0 = tensor.empty() : tensor<?x5xf32>
// -----
%0 = tensor.empty() : tensor<*xf32>
// -----
%0 = tensor.empty() : tensor<4xf32>
%1 = tensor.cast %0 : tensor<4xf32> to tensor<5xf32>
// -----
%0 = tensor.empty() : tensor<4xf32>
%1 = tensor.cast %0 : tensor<4xf32> to tensor<4xi32>
// -----
%0 = tensor.empty() : tensor<4xf32>
%1 = tensor.cast %0 : tensor<4xf32> to tensor<4x1xf32>
// -----
%0 = "test.c"() : () -> f32
%1 = tensor.cast %0 : f32 to tensor<4x1xf32>
// -----
%c = "test.c"() : () -> i32
%0 = "tensor.empty"(%c) : (i32) -> tensor<?xf32>
