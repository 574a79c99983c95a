# policy: pytorch
# expect: kept add: self clone is used later by mul [later-use]
# expect: kept sub: alias view is used later by output [later-use]
# expect: inplaced mul -> mul_.Tensor
def forward(self, x: "f32[4]"):
    clone = torch.ops.aten.clone.default(x)
    add = torch.ops.aten.add.Tensor(clone, 1)
    mul = torch.ops.aten.mul.Tensor(clone, add)
    clone_1 = torch.ops.aten.clone.default(x)
    view = torch.ops.aten.view.default(clone_1, [2, 2])
    sub = torch.ops.aten.sub.Tensor(clone_1, 1)
    return (mul, sub, view)
