# expect: 3:5: put.default: put_(): Expected source and index to have the same number of elements, but got source.numel() = 3, index.numel() = 2
def forward(self, x: "f32[3, 3]", i: "i64[2]", s: "f32[3]"):
    y = torch.ops.aten.put.default(x, i, s)
    return y
