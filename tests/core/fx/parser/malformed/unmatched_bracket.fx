# expect: 3:46: unmatched ']'
def forward(self, x: "f32[4]"):
    a = torch.ops.aten.view.default(x, [2, 2]])
    return a
