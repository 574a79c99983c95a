# expect: 3:5: gcd.default: "gcd_cpu" not implemented for 'Float'
def forward(self, x: "f32[4]", y: "i64[4]"):
    out = torch.ops.aten.gcd.default(x, y)
    return out
