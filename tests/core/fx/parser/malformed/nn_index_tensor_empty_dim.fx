# expect: 3:5: index.Tensor: index is out of bounds for dimension with size 0
def forward(self, x: "f32[0, 3]", i: "i64[1]"):
    y = torch.ops.aten.index.Tensor(x, [i])
    return y
