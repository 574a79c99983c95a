# policy: sound
# expect: inplaced add -> add_.Tensor
# expect: removed select_scatter: it writes back what add now writes in place
# expect: scatter slice_scatter -> slice_tensor = slice.Tensor + copy__default = copy_
def forward(self, x: "f32[4, 4]", y: "f32[2, 4]"):
    clone = torch.ops.aten.clone.default(x)
    select = torch.ops.aten.select.int(clone, 0, 0)
    add = torch.ops.aten.add.Tensor(select, 1)
    select_scatter = torch.ops.aten.select_scatter.default(clone, add, 0, 0)
    slice_scatter = torch.ops.aten.slice_scatter.default(select_scatter, y, 0, 2, 4)
    return slice_scatter
