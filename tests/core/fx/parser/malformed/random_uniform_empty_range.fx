# expect: 3:5: uniform.default: uniform_ expects to return a [from, to) range, but found from=2 > to=1
def forward(self, x: "f32[0]"):
    out = torch.ops.aten.uniform.default(x, 2.0, 1.0)
    return out
