# expect: 3:5: addbmm.default: Dimension out of range (expected to be in range of [-2, 1], but got 2)
def forward(self, s: "f32[5, 4]", b1: "f32[3, 5, 2]", b2: "f32[2, 4]"):
    y = torch.ops.aten.addbmm.default(s, b1, b2)
    return y
