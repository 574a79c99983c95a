# The sound policy keeps relu: in place its result has strides [1, 2] instead of [1, 1], and view
# reads strides. The stride that changes is that of a size-1 dimension, so view (and everything
# else) sees no difference: the pytorch policy's rewrite is right, and so is forcing relu.
# oracle: pytorch => equivalent
# oracle: sound => equivalent
# oracle: sound --unsafe-force-rewrite=relu:layout-preserved => equivalent
def forward(self, x: "f32[3, 1]", y: "f32[3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 1, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice_1);  slice_1 = None
    view = torch.ops.aten.view.default(relu, [3]);  relu = None
    clone_1 = torch.ops.aten.clone.default(y);  y = None
    mul = torch.ops.aten.mul.Tensor(clone_1, view);  clone_1 = None
    return (view, mul)
