# As scatter_unread.fx, but slice_2 holds slice_scatter's element and the caller reads it: in
# place it would be relu's result, where the program returns the value from before relu.
# Upstream's pass does just that (and returns two outputs sharing memory).
# policy: sound
# expect: kept relu: later slice_scatter writes slice, which holds the value from before relu [scatter-source]
# oracle: sound => equivalent
# oracle: pytorch => output-aliasing at slice
def forward(self, x: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice)
    slice_scatter = torch.ops.aten.slice_scatter.default(relu, slice, 0, None, None, 2);  slice = None
    slice_2 = torch.ops.aten.slice.Tensor(slice_scatter, 0, None, 1);  slice_scatter = None
    return (slice_2, relu)
