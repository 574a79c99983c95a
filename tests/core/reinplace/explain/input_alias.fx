# policy: pytorch
# expect: kept add: self x aliases input x [input-alias]
# expect: kept mul: self t aliases input x [input-alias]
# expect: inplaced sub -> sub_.Tensor
def forward(self, x: "f32[2, 2]"):
    add = torch.ops.aten.add.Tensor(x, 1)
    t = torch.ops.aten.t.default(x)
    mul = torch.ops.aten.mul.Tensor(t, add)
    sub = torch.ops.aten.sub.Tensor(mul, 1)
    return sub
