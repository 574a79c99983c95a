# expect: 3:5: kthvalue.default: "kthvalue_cpu" not implemented for 'Bool'
def forward(self, x: "b8[0, 3]"):
    y = torch.ops.aten.kthvalue.default(x, 1)
    return y
