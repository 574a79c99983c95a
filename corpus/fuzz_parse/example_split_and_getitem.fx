# split_and_getitem: functionalized by make_fx(functionalize(f)) in torch 1.13.0a0
# format: torch
def forward(self, x_1: "f32[6, 2]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    split = torch.ops.aten.split.Tensor(clone, 2)
    getitem = split[0]
    getitem_1 = split[1]
    getitem_2 = split[2];  split = None
    add = torch.ops.aten.add.Tensor(getitem, 1);  getitem = None
    slice_scatter = torch.ops.aten.slice_scatter.default(clone, add, 0, 0, 2);  add = None
    split_1 = torch.ops.aten.split.Tensor(slice_scatter, 2);  slice_scatter = None
    getitem_3 = split_1[0]
    getitem_4 = split_1[1]
    getitem_5 = split_1[2];  split_1 = None
    return (getitem_4, clone)
