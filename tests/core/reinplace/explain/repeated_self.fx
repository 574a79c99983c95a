# policy: pytorch
# expect: kept mul: self clone is passed twice [repeated-self]
def forward(self, x: "f32[4]"):
    clone = torch.ops.aten.clone.default(x)
    mul = torch.ops.aten.mul.Tensor(clone, clone)
    return mul
