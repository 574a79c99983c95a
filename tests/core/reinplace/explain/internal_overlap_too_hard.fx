# policy: sound
# expect: kept add: self as_strided f32[3, 3][1, 1] has internal overlap [internal-overlap]
# expect: inplaced mul -> mul_.Tensor
def forward(self, x: "f32[9]"):
    clone = torch.ops.aten.clone.default(x)
    as_strided = torch.ops.aten.as_strided.default(clone, [3, 3], [1, 1])
    add = torch.ops.aten.add.Tensor(as_strided, 1)
    mul = torch.ops.aten.mul.Tensor(add, 2)
    return mul
