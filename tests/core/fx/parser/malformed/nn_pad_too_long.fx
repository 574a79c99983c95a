# expect: 3:5: constant_pad_nd.default: Length of pad should be no more than twice the number of dimensions of the input. Pad length is 8while the input has 3dimensions.
def forward(self, x: "f32[2, 3, 4]"):
    y = torch.ops.aten.constant_pad_nd.default(x, [1, 1, 1, 1, 1, 1, 1, 1])
    return y
