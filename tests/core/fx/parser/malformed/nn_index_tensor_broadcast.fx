# expect: 3:5: index.Tensor: shape mismatch: indexing tensors could not be broadcast together with shapes [2], [3]
def forward(self, x: "f32[3, 4]", i: "i64[2]", j: "i64[3]"):
    y = torch.ops.aten.index.Tensor(x, [i, j])
    return y
