# add's self is element 0 of relu, and select_scatter writes add back there. Once relu lives in
# the strided slice of clone, the pass no longer matches the scatter's view with an alias of
# add's self, so view-inverse-metadata keeps add (both policies). Forced past it, add goes in
# place and the scatter is removed: right, and neither policy takes it.
# oracle: pytorch => equivalent
# oracle: sound => equivalent
# oracle: sound --unsafe-force-rewrite=add:view-inverse-metadata => equivalent
def forward(self, x: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    select = torch.ops.aten.select.int(relu, 0, 0)
    add = torch.ops.aten.add.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(relu, add, 0, 0);  relu = add = None
    return select_scatter
