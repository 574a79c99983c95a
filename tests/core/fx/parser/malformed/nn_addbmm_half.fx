# expect: 3:5: addbmm.default: "addmm_impl_cpu_" not implemented for 'Half'
def forward(self, s: "f16[5, 4]", b1: "f16[3, 5, 2]", b2: "f16[3, 2, 4]"):
    y = torch.ops.aten.addbmm.default(s, b1, b2)
    return y
