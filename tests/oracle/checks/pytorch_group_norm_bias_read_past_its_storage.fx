# torch's pass writes the select_scatter into expand, an expand of a one-element clone, so the
# group norm's bias is a stride-0 view of a 1-element storage. Torch 1.13 reads group norm's
# bias through its data pointer as 2 contiguous elements, past the end of that storage; the
# reference refuses the read (invalid-graph), ATen reads the memory beyond without a check, and
# --oracle=both reported a disagreement. Like a view past its storage, the reference's fault is
# the verdict. Found by campaign --policy=pytorch --oracle=both --nodes=40 (seed 63256, 3 of
# 10,000), shrunk from 46 ops.
# oracle: pytorch => invalid-graph
# oracle: sound => equivalent
def forward(self, x: "f32[2, 2]", y: "f32[]"):
    clone = torch.ops.aten.clone.default(y);  y = None
    expand = torch.ops.aten.expand.default(clone, [2]);  clone = None
    select = torch.ops.aten.select.int(expand, 0, 0)
    add = torch.ops.aten.add.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(expand, add, 0, 0);  expand = add = None
    native_group_norm = torch.ops.aten.native_group_norm.default(x, None, select_scatter, 2, 2, 1, 1, 0.0);  select_scatter = None
    return x
