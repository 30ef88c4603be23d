func.func @t(%c: index, %x: tensor<4x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.empty(%c) : tensor<4x?xf32>
  %1 = tensor.empty() : tensor<4x5xf32, "enc">
  %2 = tensor.cast %0 : tensor<4x?xf32> to tensor<*xf32>
  %3 = tensor.cast %2 : tensor<*xf32> to tensor<?x?xf32>
  %4 = tensor.empty(%c, %c) {some.attr} : tensor<?x?xi8>
  %5 = tensor.cast %x {tag} : tensor<4x?xf32> to tensor<4x7xf32>
  return %3 : tensor<?x?xf32>
}
