# expect: 3:5: gather.default: gather(): Expected dtype int64 for index
def forward(self, x: "f32[3, 4]", i: "i32[2, 2]"):
    y = torch.ops.aten.gather.default(x, 1, i)
    return y
