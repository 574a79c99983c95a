# expect: 3:5: addbmm.default: batch1 and batch2 must have same number of batches, got 3 and 2
def forward(self, s: "f32[5, 4]", b1: "f32[3, 5, 2]", b2: "f32[2, 2, 4]"):
    y = torch.ops.aten.addbmm.default(s, b1, b2)
    return y
