# In place, cumsum's result keeps relu's transposed strides [1, 4] where a fresh one is
# contiguous. _softmax_backward_data misreads a non-contiguous `output`, but makes its gradient
# contiguous first (torch 1.13 computes alike on permuted and offset copies of it): cumsum, the
# gradient here, goes in place. As `output` it stays (layout_softmax_backward_output.fx).
# policy: sound
# expect: inplaced cumsum -> cumsum_.default (saves 48 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[4, 3][1, 4]", y: "f32[4, 3]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    cumsum = torch.ops.aten.cumsum.default(relu, 0);  relu = None
    _softmax = torch.ops.aten._softmax.default(y, 1, False);  y = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(cumsum, _softmax, 1, torch.float32);  cumsum = _softmax = None
    return _softmax_backward_data
