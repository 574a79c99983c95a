# expect: 3:5: convolution.default: could not create a descriptor for a dilated convolution forward propagation primitive
def forward(self, x: "f32[4, 4, 4, 4, 4, 4]", w: "f32[3, 4, 2, 2, 2, 2]"):
    r = torch.ops.aten.convolution.default(x, w, None, [1], [0], [1], False, [0], 1)
    return (r,)
