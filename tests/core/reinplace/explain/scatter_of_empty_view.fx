# slice_scatter_1 writes y into an empty view of clone: it writes nothing, so it goes although y
# lies in another storage, and its certificate's scatter-write obligation holds because the
# view has no element. (slice_scatter stays: nothing in place matches the empty view.) From the
# missed-rewrite campaign (seed 2259976, where the source was an empty add out of place).
# policy: sound
# expect: removed slice_scatter_1: its source y already sits where it writes
# oracle: sound => equivalent
def forward(self, x: "f32[2, 2]", y: "f32[0, 2]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice_scatter = torch.ops.aten.slice_scatter.default(clone, y, 0, None, 0)
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(clone, y, 0, None, 0);  clone = y = None
    mul = torch.ops.aten.mul.Tensor(slice_scatter, slice_scatter_1);  slice_scatter = slice_scatter_1 = None
    return mul
