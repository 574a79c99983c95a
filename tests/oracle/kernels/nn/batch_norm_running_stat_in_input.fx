# native_batch_norm in training mode whose running_var is a view of its own input: torch 1.13
# collects every channel's statistics first (channel 0's running_var write lands in channel 1,
# which its statistics do not see), writes the running stats, and then reads the input again
# for the output, which sees the written elements.
# trials: seed=0 seed=1:special
def forward(self, x: "f32[2, 2, 3]", rm: "f32[2]"):
    view = torch.ops.aten.view.default(x, [-1])
    slice_1 = torch.ops.aten.slice.Tensor(view, 0, 3, 5);  view = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(x, None, None, rm, slice_1, True, 0.5, 1e-05);  slice_1 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1]
    getitem_2 = native_batch_norm[2];  native_batch_norm = None
    return (getitem, getitem_1, getitem_2, rm, x)
