# slice is an empty view of add, taken before cumsum; slice_scatter writes it back into add,
# the old value. In place, cumsum writes all of add, and removing slice_scatter would make its
# result cumsum's: but slice_scatter's base is add from before cumsum, so the program's result
# is the old add. The alias is beside what cumsum writes (it has no element), which is enough
# only when the scatter's base already holds the update: cumsum is kept. Found by a sound
# campaign (seed 284154) when the rule for an alias beside the write did not ask for that.
# policy: sound
# expect: kept cumsum: later slice_scatter writes slice, which holds the value from before cumsum [scatter-source] (misses 8 bytes)
# oracle: sound => equivalent
# oracle: pytorch => input-mutated
def forward(self, x: "f32[2, 1, 1]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    slice = torch.ops.aten.slice.Tensor(add, 2, 1)
    cumsum = torch.ops.aten.cumsum.default(add, 0)
    slice_scatter = torch.ops.aten.slice_scatter.default(add, slice, 2, 1);  add = slice = None
    copy_ = torch.ops.aten.copy_.default(x, slice_scatter);  x = None
    return slice_scatter
