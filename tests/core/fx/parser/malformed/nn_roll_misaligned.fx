# expect: 3:5: roll.default: shifts and dimensions must align. shifts: 2, dims:1
def forward(self, x: "f32[2, 3, 4]"):
    y = torch.ops.aten.roll.default(x, [1, 2], [0])
    return y
