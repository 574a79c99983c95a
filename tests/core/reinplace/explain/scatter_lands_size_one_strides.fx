# slice(add, 0, None, None, 2) of a one-element tensor has stride 2, add itself stride 1: the
# strides differ only on a dimension of size 1, so both address the same element. slice_scatter
# writes back a source that already sits there and goes; slice_scatter_1 then writes back what
# the first one, now add's memory, holds. No copy_ is made between the two layouts (torch would
# refuse one as a partial overlap). Found by the missed-rewrite campaign (seed 351817).
# policy: sound
# expect: removed slice_scatter: its source slice already sits where it writes (saves 4 bytes)
# expect: removed slice_scatter_1: it writes back what slice_scatter now writes in place (saves 4 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    add = torch.ops.aten.add.Tensor(x, 0);  x = None
    slice = torch.ops.aten.slice.Tensor(add, 0, None, None, 2)
    slice_scatter = torch.ops.aten.slice_scatter.default(add, slice, 0, None, None, 2);  slice = None
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(add, slice_scatter, 0, None, None, 2);  add = slice_scatter = None
    return slice_scatter_1
