# policy: sound
# expect: kept add: later select_scatter writes other somewhere other than where it lives after the rewrite [scatter-source]
def forward(self, x: "f32[4, 4]", other: "f32[4]"):
    clone = torch.ops.aten.clone.default(x)
    select = torch.ops.aten.select.int(clone, 0, 0)
    add = torch.ops.aten.add.Tensor(select, 1)
    select_scatter = torch.ops.aten.select_scatter.default(clone, other, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select_scatter, add)
    return mul
