# The two halves of a split share a storage but no element: mul writes only the first half, so
# the later add of the second half does not stop it (upstream's alias sets say it does).
# policy: sound
# expect: inplaced mul -> mul_.Tensor
# expect: inplaced add -> add_.Tensor
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x: "f32[4, 3]"):
    clone = torch.ops.aten.clone.default(x)
    split = torch.ops.aten.split.Tensor(clone, 2)
    getitem = split[0]
    getitem_1 = split[1]
    mul = torch.ops.aten.mul.Tensor(getitem, 2)
    add = torch.ops.aten.add.Tensor(getitem_1, 1)
    return (mul, add)
