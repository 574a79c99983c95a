# A removed scatter's value lives in its base (offset 1 in cumsum), not in a fresh copy at
# offset 0, which as_strided's absolute offset reads. Found by a sound-policy campaign.
# oracle: sound => equivalent
# oracle: pytorch => value-mismatch
def forward(self, y: "f32[2]"):
    cumsum = torch.ops.aten.cumsum.default(y, 0);  y = None
    chunk = torch.ops.aten.chunk.default(cumsum, 2);  cumsum = None
    getitem = chunk[1];  chunk = None
    select = torch.ops.aten.select.int(getitem, 0, 0)
    add_1 = torch.ops.aten.add.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(getitem, add_1, 0, 0);  getitem = add_1 = None
    as_strided_1 = torch.ops.aten.as_strided.default(select_scatter, [1, 1], [0, 0], 0);  select_scatter = None
    return as_strided_1
