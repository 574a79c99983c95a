# expect: output-aliasing at alias
def forward(self, x_1: "f32[3]"):
    alias = torch.ops.aten.alias.default(x_1);  x_1 = None
    return alias
