# expect: 3:5: index.Tensor: too many indices for tensor of dimension 2 (got 3)
def forward(self, x: "f32[3, 4]", i: "i64[2]"):
    y = torch.ops.aten.index.Tensor(x, [i, None, i])
    return y
