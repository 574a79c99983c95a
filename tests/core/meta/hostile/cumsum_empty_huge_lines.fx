# torch-result: a scan along an empty dim computes nothing, however many lines there are
def forward(self, x: "f32[2, 1, 0]"):
    e = torch.ops.aten.expand.default(x, [2, 1125899906842624, 0])
    r = torch.ops.aten.cumsum.default(e, 2)
    return (r,)
