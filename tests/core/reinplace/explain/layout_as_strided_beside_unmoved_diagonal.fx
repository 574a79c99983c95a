# index_add goes in place into t, the transpose of _to_copy: its result would have strides [1, 2]
# where a fresh one has [2, 1]. diagonal keeps its layout either way (stride 3 from offset 0), but
# the element beside it at position 1 is index_add's (0, 1) fresh and (1, 0) in place, and
# as_strided reads position 1. The layout walk no longer stops at a view whose layout did not
# change: its neighbours may have. Found by a sound campaign of 40 nodes (seed 2,000,000).
# policy: sound
# expect: kept index_add: in place the result would have strides [1, 2] instead of [2, 1], which as_strided depends on [layout-readers] (misses 16 bytes)
# oracle: pytorch => value-mismatch at as_strided
# oracle: sound => equivalent
def forward(self, x: "f32[2, 2]", arange: "i64[1]", index_select: "f32[1, 1]"):
    _to_copy = torch.ops.aten._to_copy.default(x, dtype = torch.float32);  x = None
    t = torch.ops.aten.t.default(_to_copy);  _to_copy = None
    index_add = torch.ops.aten.index_add.default(t, 0, arange, index_select);  t = arange = index_select = None
    diagonal = torch.ops.aten.diagonal.default(index_add);  index_add = None
    as_strided = torch.ops.aten.as_strided.default(diagonal, [1, 2], [0, 1]);  diagonal = None
    return as_strided
