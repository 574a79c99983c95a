# expect: 3:5: index_fill.int_Tensor: index_fill_ only supports a 0-dimensional value tensor, but got tensor with 1 dimension(s).
def forward(self, x: "f32[3, 4]", i: "i64[2]", v: "f32[1]"):
    y = torch.ops.aten.index_fill.int_Tensor(x, 1, i, v)
    return y
