# In place, relu's result has stride 2 on its one dimension, of size 1, instead of 1: the same
# element. _softmax_backward_data would read it alike, but it also reads _softmax's result,
# which _softmax lays out after relu's layout, and the pass does not work out that layout: it
# keeps relu (layout-preserved). The pytorch policy's rewrite is right, also with the arithmetic
# uninterpreted and each kernel reading the layouts torch's reads.
# oracle: pytorch => equivalent
# oracle: sound => equivalent
# oracle: sound --unsafe-force-rewrite=relu:layout-preserved => equivalent
def forward(self, x: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    _softmax = torch.ops.aten._softmax.default(relu, 0, False)
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(relu, _softmax, 0, torch.float32);  relu = _softmax = None
    return _softmax_backward_data
