# As scatter_alias_beside_old_base.fx with an elementwise op: addcmul_1 writes all of addcmul,
# and slice_scatter writes the empty slice (taken before) back into addcmul from before it.
# Removing the scatter would return addcmul_1's value for the old addcmul: addcmul_1 is kept.
# Found by a sound campaign (seed 178628).
# policy: sound
# expect: kept addcmul_1: later slice_scatter writes slice, which holds the value from before addcmul_1 [scatter-source] (misses 4 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    addcmul = torch.ops.aten.addcmul.default(x, x, x);  x = None
    split = torch.ops.aten.split.Tensor(addcmul, 1)
    slice = torch.ops.aten.slice.Tensor(addcmul, 0, None, 0, 2)
    addcmul_1 = torch.ops.aten.addcmul.default(addcmul, addcmul, addcmul)
    slice_scatter = torch.ops.aten.slice_scatter.default(addcmul, slice, 0, None, 0, 2);  addcmul = slice = None
    return slice_scatter
