# In place, relu's result has clone's stride 2 instead of 1. The view after it succeeds on
# that layout too and reads the same elements in the same order, so only the returned view's
# strides change (which a caller sees, as with every in-place rewrite).
# policy: sound
# expect: inplaced relu -> relu_.default
# oracle: sound => equivalent
def forward(self, x: "f32[6]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice_1);  slice_1 = None
    view = torch.ops.aten.view.default(relu, [3, 1]);  relu = None
    return view
