# expect: 3:5: masked_scatter.default: masked_scatter: expected self and source to have same dtypes but gotFloat and Double
def forward(self, x: "f32[3, 4]", m: "b8[3, 4]", s: "f64[12]"):
    y = torch.ops.aten.masked_scatter.default(x, m, s)
    return y
