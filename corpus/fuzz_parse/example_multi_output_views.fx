# Multi-output views and their elements, which view the base's storage.
def forward(self, x: "f32[6, 4]"):
    clone = torch.ops.aten.clone.default(x)
    split = torch.ops.aten.split.Tensor(clone, 4)
    getitem = split[0]
    getitem_1 = split[1]
    split_with_sizes = torch.ops.aten.split_with_sizes.default(clone, [1, 3], 1)
    getitem_2 = split_with_sizes[1]
    unbind = torch.ops.aten.unbind.int(clone, 1)
    getitem_3 = unbind[-1]
    chunk = torch.ops.aten.chunk.default(clone, 4)
    getitem_4 = chunk[2]
    add = torch.ops.aten.add.Tensor(getitem_1, getitem_4)
    return (getitem, getitem_2, getitem_3, add)
