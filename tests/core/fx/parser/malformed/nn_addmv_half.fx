# expect: 3:5: addmv.default: "addmv_impl_cpu" not implemented for 'Half'
def forward(self, s: "f16[5]", m: "f16[5, 3]", v: "f16[3]"):
    y = torch.ops.aten.addmv.default(s, m, v)
    return y
