# As layout_softmax_backward_grad.fx with cumsum as `output`, which torch 1.13's kernel reads as
# if it were contiguous: transposed, it pairs other elements.
# policy: sound
# expect: kept cumsum: in place the result would have strides [1, 4] instead of [3, 1], which _softmax_backward_data depends on [layout-preserved]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch at _softmax_backward_data
def forward(self, x: "f32[4, 3][1, 4]", y: "f32[4, 3]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    cumsum = torch.ops.aten.cumsum.default(relu, 0);  relu = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(y, cumsum, 1, torch.float32);  y = cumsum = None
    return _softmax_backward_data
