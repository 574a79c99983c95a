# index_put with one 0-dim bool mask and a one-element value is masked_fill_, whose mask
# broadcasts over all of self: a true mask fills every element, a false one none (fuzz_ops found
# the kernel refusing it).
# trials: seed=0 seed=1:special
def forward(self, x: "f32[3, 2]", v: "f32[]", w: "i64[1, 1]"):
    yes = torch.ops.aten.ones.default([], dtype = torch.bool)
    no = torch.ops.aten.zeros.default([], dtype = torch.bool)
    filled = torch.ops.aten.index_put.default(x, [yes], v)
    kept = torch.ops.aten.index_put.default(x, [no], v)
    cast = torch.ops.aten.index_put.default(x, [yes], w)
    return (filled, kept, cast)
