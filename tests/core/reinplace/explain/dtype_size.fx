# policy: pytorch
# expect: kept ge: result b8[4] does not fit in self add f32[4] [dtype-size]
# expect: kept add_1: result f32[3, 4] does not fit in self clone_1 f32[4] [dtype-size]
def forward(self, x: "f32[4]", y: "f32[3, 4]"):
    clone = torch.ops.aten.clone.default(x)
    add = torch.ops.aten.add.Tensor(clone, 1)
    ge = torch.ops.aten.ge.Tensor(add, clone)
    clone_1 = torch.ops.aten.clone.default(x)
    add_1 = torch.ops.aten.add.Tensor(clone_1, y)
    return (ge, add_1)
