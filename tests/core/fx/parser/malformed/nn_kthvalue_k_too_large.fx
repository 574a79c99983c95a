# expect: 3:5: kthvalue.default: kthvalue(): selected number k out of range for dimension 1
def forward(self, x: "f32[4, 3, 5]"):
    y = torch.ops.aten.kthvalue.default(x, 4, 1)
    return y
