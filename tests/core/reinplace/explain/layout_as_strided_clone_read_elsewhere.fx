# In place, relu keeps the slice's strides [2], and as_strided's second position then holds
# clone's element 1 instead of relu's element 1. But clone_1 copies as_strided and the output
# reads only its first column, position 0, which holds relu's element 0 in both layouts: relu
# goes in place. Found by the missed-rewrite campaign (seed 4043629);
# layout_as_strided_clone_read.fx reads the other column.
# policy: sound
# expect: inplaced relu -> relu_.default
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x: "f32[3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    as_strided = torch.ops.aten.as_strided.default(relu, [1, 2], [0, 1]);  relu = None
    clone_1 = torch.ops.aten.clone.default(as_strided);  as_strided = None
    slice_1 = torch.ops.aten.slice.Tensor(clone_1, 1, None, None, 2);  clone_1 = None
    return slice_1
