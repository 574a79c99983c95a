# policy: sound
# expect: kept relu: in place the result would have strides [6, 1] instead of [4, 1], which view depends on [layout-preserved]
def forward(self, x: "f32[4, 6]"):
    clone = torch.ops.aten.clone.default(x)
    slice_1 = torch.ops.aten.slice.Tensor(clone, 1, 0, 4)
    relu = torch.ops.aten.relu.default(slice_1)
    view = torch.ops.aten.view.default(relu, [16])
    return view
