# expect: 3:24: unknown op 'aten.frobnicate.default'
def forward(self, x: "f32[4]"):
    a = torch.ops.aten.frobnicate.default(x)
    return a
