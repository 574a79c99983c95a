# expect: 3:5: uniform.default: "check_uniform_bounds" not implemented for 'Long'
def forward(self, x: "i64[4]"):
    out = torch.ops.aten.uniform.default(x)
    return out
