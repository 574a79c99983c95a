# In place, relu's result has strides [2] instead of [1], and its first chunk (one element)
# stride 2 instead of 1. as_strided_scatter addresses positions in a clone of that chunk, laid
# out by empty_like: the clone's strides differ only on a size-1 dimension, so every position
# holds the element it held, and relu goes in place.
# policy: sound
# expect: inplaced relu -> relu_.default (saves 8 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, select: "f32[3]", as_strided: "f32[1, 1][0, 1]"):
    clone = torch.ops.aten.clone.default(select);  select = None
    slice = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    chunk = torch.ops.aten.chunk.default(relu, 2);  relu = None
    getitem = chunk[0];  chunk = None
    as_strided_scatter = torch.ops.aten.as_strided_scatter.default(getitem, as_strided, [1, 1], [0, 0]);  getitem = as_strided = None
    return as_strided_scatter
