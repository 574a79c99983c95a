# slice_scatter(x, slice, 2, 1) writes an empty view of input x, and its replayed view has the
# layout of `slice`, an alias of add_1's self in another storage: matched by metadata alone, as
# upstream matches views, it counted as an inverse scatter of add_1. Removed with add_1's
# rewrite (its empty source trivially sits where it writes), the scatter left input x itself
# where the program returned a copy of x: the output aliased the input. A removed scatter lives
# in its base, so a base in an input's memory other than self's now keeps the node. Found by
# campaign --nodes=40 (seed 539126, 1 of 80,000), shrunk from 63 ops; ATen confirms.
# policy: sound
# expect: kept add_1: later slice_scatter would be input x itself, not self's memory [input-alias]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=input-alias => output-aliasing at x
# oracle: pytorch => output-aliasing at x
def forward(self, x: "f32[1, 1, 1]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    slice = torch.ops.aten.slice.Tensor(add, 2, 1);  add = None
    select = torch.ops.aten.select.int(slice, 0, 0)
    add_1 = torch.ops.aten.add.Tensor(select, 0);  select = None
    slice_scatter = torch.ops.aten.slice_scatter.default(x, slice, 2, 1);  x = slice = None
    return slice_scatter
