# policy: sound
# expect: kept mm: no in-place variant of mm.default
# expect: inplaced relu -> relu_.default
def forward(self, a: "f32[3, 4]", b: "f32[4, 2]"):
    mm = torch.ops.aten.mm.default(a, b)
    relu = torch.ops.aten.relu.default(mm)
    return relu
