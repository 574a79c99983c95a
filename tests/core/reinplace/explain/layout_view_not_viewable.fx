# In place, relu's result has strides [6, 1] instead of [3, 1]: a view to [6] cannot be taken
# of that layout (torch raises "view size is not compatible with input tensor's size and
# stride"), so relu stays functional.
# policy: sound
# expect: kept relu: in place the result would have strides [6, 1] instead of [3, 1], which view depends on [layout-preserved]
# oracle: sound => equivalent
def forward(self, x: "f32[2, 6]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 1, 0, 3);  clone = None
    relu = torch.ops.aten.relu.default(slice_1);  slice_1 = None
    view = torch.ops.aten.view.default(relu, [6]);  relu = None
    return view
