# expect: 4:5: 'a' is already defined
def forward(self, x: "f32[4]"):
    a = torch.ops.aten.clone.default(x)
    a = torch.ops.aten.clone.default(x)
    return a
