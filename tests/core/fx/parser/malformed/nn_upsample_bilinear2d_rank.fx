# expect: 3:5: upsample_bilinear2d.default: It is expected input_size equals to 4, but got size 3
def forward(self, x: "f32[3, 4, 5]"):
    y = torch.ops.aten.upsample_bilinear2d.default(x, [7, 9], False)
    return y
