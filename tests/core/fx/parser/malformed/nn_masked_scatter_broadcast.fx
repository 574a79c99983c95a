# expect: 3:5: masked_scatter.default: The size of tensor a (5) must match the size of tensor b (4) at non-singleton dimension 2
def forward(self, x: "f32[2, 3, 4]", m: "b8[5, 3, 5]", s: "f32[100]"):
    y = torch.ops.aten.masked_scatter.default(x, m, s)
    return y
