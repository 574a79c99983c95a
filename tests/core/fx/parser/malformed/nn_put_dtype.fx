# expect: 3:5: put.default: put_(): self and source expected to have the same dtype, but got self.dtype = Float and source.dtype = Double
def forward(self, x: "f32[3, 3]", i: "i64[3]", s: "f64[3]"):
    y = torch.ops.aten.put.default(x, i, s)
    return y
