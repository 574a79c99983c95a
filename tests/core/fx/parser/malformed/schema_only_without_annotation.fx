# expect: 3:5: aten._add_relu.Scalar has no meta rule, so its result needs a meta annotation: _add_relu: "f32[2, 3][3, 1]" = ...
def forward(self, x: "f32[4]"):
    _add_relu = torch.ops.aten._add_relu.Scalar(x, 0.5)
    return _add_relu
