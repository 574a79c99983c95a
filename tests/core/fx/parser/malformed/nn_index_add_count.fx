# expect: 3:5: index_add.default: index_add_(): Number of indices (3) should be equal to source.size(dim): (2), for dim: 1
def forward(self, x: "f32[3, 4, 5]", i: "i64[3]", s: "f32[3, 2, 5]"):
    y = torch.ops.aten.index_add.default(x, 1, i, s)
    return y
