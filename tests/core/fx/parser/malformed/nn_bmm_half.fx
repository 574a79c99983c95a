# expect: 3:5: bmm.default: "bmm" not implemented for 'Half'
def forward(self, a: "f16[2, 3, 4]", b: "f16[2, 4, 5]"):
    y = torch.ops.aten.bmm.default(a, b)
    return y
