# slice_scatter writes clone[0:3] from clone[1:4]: the source overlaps the part written, and a
# copy_ between overlapping memory is what torch rejects, so the scatter stays.
# policy: sound
# expect: kept slice_scatter: argument slice_1 overlaps the part of self clone that slice_scatter writes [argument-overlap]
# oracle: sound => equivalent
def forward(self, x: "f32[4]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, 1, 4)
    slice_scatter = torch.ops.aten.slice_scatter.default(clone, slice_1, 0, 0, 3);  clone = slice_1 = None
    return slice_scatter
