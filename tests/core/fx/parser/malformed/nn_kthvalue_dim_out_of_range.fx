# expect: 3:5: kthvalue.default: Dimension out of range (expected to be in range of [-1, 0], but got 1)
def forward(self, x: "f32[]"):
    y = torch.ops.aten.kthvalue.default(x, 1, 1)
    return y
