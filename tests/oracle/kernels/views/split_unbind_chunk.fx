# split (uneven last piece), split_with_sizes, unbind and chunk along either dim, with getitem.
def forward(self, x: "f32[5, 4]", t: "u8[4, 6][1, 4]"):
    split = torch.ops.aten.split.Tensor(x, 2)
    getitem = split[0]
    getitem_1 = split[2]
    split_1 = torch.ops.aten.split.Tensor(t, 4, 1)
    getitem_2 = split_1[1]
    split_with_sizes = torch.ops.aten.split_with_sizes.default(t, [1, 3], 0)
    getitem_3 = split_with_sizes[1]
    unbind = torch.ops.aten.unbind.int(x, 1)
    getitem_4 = unbind[3]
    chunk = torch.ops.aten.chunk.default(t, 4, 1)
    getitem_5 = chunk[2]
    unbind_1 = torch.ops.aten.unbind.int(t)
    getitem_6 = unbind_1[0]
    return (getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6)
