# expect: 3:5: uniform.default: uniform_ expects to-from <= std::numeric_limits<Float>::max(), but found to=3e+38 and from=-3e+38 which result in to-from to exceed the limit
def forward(self, x: "f32[4]"):
    out = torch.ops.aten.uniform.default(x, -3e+38, 3e+38)
    return out
