# torch's pass reinplaces select_scatter_1 into expand_1, an expand of a 2-element clone, and
# the _reshape_alias after it then views 3 elements of that 2-element storage. The reference
# refuses the view (invalid-graph); ATen's _reshape_alias checks no bounds and reads the memory
# past the storage (torch 1.13: alias_with_sizes_and_strides; as_strided's setStorage would
# refuse it). Under --oracle=both the reference's verdict stands: ATen cannot judge what torch
# does not check. Before, both reported an oracle-disagreement. Found by campaign
# --policy=pytorch --oracle=both --nodes=40 (seed 37129), shrunk from 64 ops.
# oracle: pytorch => invalid-graph
# oracle: sound => equivalent
def forward(self, x: "f32[]"):
    expand = torch.ops.aten.expand.default(x, [2]);  x = None
    clone = torch.ops.aten.clone.default(expand);  expand = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, mul, 0, 0);  clone = None
    clone_1 = torch.ops.aten.clone.default(select_scatter)
    expand_1 = torch.ops.aten.expand.default(clone_1, [2, -1]);  clone_1 = None
    select_1 = torch.ops.aten.select.int(expand_1, 0, 0)
    add = torch.ops.aten.add.Tensor(select_1, 0);  select_1 = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(expand_1, add, 0, 0);  expand_1 = add = None
    _reshape_alias = torch.ops.aten._reshape_alias.default(select_scatter_1, [3], [1]);  select_scatter_1 = None
    return (mul, select_scatter)
