# expect: 3:5: put.default: put_(): Expected a long tensor for index, but got Int
def forward(self, x: "f32[3, 3]", i: "i32[3]", s: "f32[3]"):
    y = torch.ops.aten.put.default(x, i, s)
    return y
