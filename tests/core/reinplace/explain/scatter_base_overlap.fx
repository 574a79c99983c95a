# policy: sound
# expect: kept add: later select_scatter writes into expand f32[3, 4][0, 1], which has internal overlap [scatter-base-overlap]
def forward(self, x: "f32[4]"):
    clone = torch.ops.aten.clone.default(x)
    unsqueeze = torch.ops.aten.unsqueeze.default(clone, 0)
    expand = torch.ops.aten.expand.default(unsqueeze, [3, 4])
    select = torch.ops.aten.select.int(expand, 0, 0)
    add = torch.ops.aten.add.Tensor(select, 1)
    select_scatter = torch.ops.aten.select_scatter.default(expand, add, 0, 0)
    return select_scatter
