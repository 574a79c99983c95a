# expect: 3:5: index_select.default: index_select(): Index is supposed to be a vector
def forward(self, x: "f32[3, 4]", i: "i64[2, 1]"):
    y = torch.ops.aten.index_select.default(x, 1, i)
    return y
