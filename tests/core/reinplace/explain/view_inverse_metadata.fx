# policy: pytorch
# expect: kept add: later select_scatter writes f32[4][1]@4 of clone, which matches no alias of self select [view-inverse-metadata]
# expect: scatter select_scatter -> select_int = select.int + copy__default = copy_
def forward(self, x: "f32[4, 4]"):
    clone = torch.ops.aten.clone.default(x)
    select = torch.ops.aten.select.int(clone, 0, 0)
    add = torch.ops.aten.add.Tensor(select, 1)
    select_scatter = torch.ops.aten.select_scatter.default(clone, add, 0, 1)
    return select_scatter
