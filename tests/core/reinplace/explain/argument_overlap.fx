# policy: sound
# expect: kept add: argument t overlaps self clone [argument-overlap]
# expect: kept mm_add: no in-place variant of mm.default
# expect: inplaced mul -> mul_.Tensor
def forward(self, x: "f32[3, 3]"):
    clone = torch.ops.aten.clone.default(x)
    t = torch.ops.aten.t.default(clone)
    add = torch.ops.aten.add.Tensor(clone, t)
    clone_1 = torch.ops.aten.clone.default(x)
    alias = torch.ops.aten.alias.default(clone_1)
    mul = torch.ops.aten.mul.Tensor(clone_1, alias)
    mm_add = torch.ops.aten.mm.default(add, mul)
    return mm_add
