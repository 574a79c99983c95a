# Strides that differ only on a size-1 dimension address the same elements, but torch's overlap
# check of add_(clone, t) compares them: add must stay out of place. Found by the sound campaign
# while the layout check learned to ignore size-1 strides.
# oracle: sound => equivalent
def forward(self, x: "f32[1, 2]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(relu, 1, None, 1);  relu = None
    add = torch.ops.aten.add.Tensor(slice, 0);  slice = None
    clone = torch.ops.aten.clone.default(add);  add = None
    t = torch.ops.aten.t.default(clone)
    add_1 = torch.ops.aten.add.Tensor(clone, t);  clone = t = None
    return add_1
