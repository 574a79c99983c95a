# expect: 3:5: addbmm.default: Incompatible matrix sizes for bmm (5x2 and 3x4)
def forward(self, s: "f32[5, 4]", b1: "f32[3, 5, 2]", b2: "f32[3, 3, 4]"):
    y = torch.ops.aten.addbmm.default(s, b1, b2)
    return y
