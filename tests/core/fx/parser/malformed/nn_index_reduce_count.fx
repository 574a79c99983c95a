# expect: 3:5: index_reduce.default: index_reduce_(): Number of indices (4) should be equal to source.size(dim): (6), for dim: 1
def forward(self, x: "f32[3, 4]", i: "i64[4]", s: "f32[3, 6]"):
    y = torch.ops.aten.index_reduce.default(x, 1, i, s, 'prod')
    return y
