# expect: 3:5: kthvalue.default: kthvalue(): Expected reduction dim 0 to have non-zero size.
def forward(self, x: "f32[0, 3]"):
    y = torch.ops.aten.kthvalue.default(x, 1, 0)
    return y
