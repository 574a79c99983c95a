# policy: pytorch
# expect: kept add: self expand f32[4, 4][0, 1] has internal overlap [internal-overlap]
def forward(self, x: "f32[4]"):
    clone = torch.ops.aten.clone.default(x)
    expand = torch.ops.aten.expand.default(clone, [4, 4])
    add = torch.ops.aten.add.Tensor(expand, 1)
    return add
