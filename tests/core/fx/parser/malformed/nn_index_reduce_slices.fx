# expect: 3:5: index_reduce.default: The size of tensor a (5) must match the size of tensor b (4) at non-singleton dimension 1
def forward(self, x: "f32[3, 4, 5]", i: "i64[2]", s: "f32[3, 2, 4]"):
    y = torch.ops.aten.index_reduce.default(x, 1, i, s, 'prod')
    return y
