# In place, relu's result is every other element of clone (stride 2) where a fresh one is
# dense. As layout_as_strided_part_read.fx, but mul reads split's second piece: storage
# position 1, relu's element 1 when fresh and, in place, clone's element 1, which relu does not
# write.
# policy: sound
# expect: kept relu: in place the result would have strides [2] instead of [1], which as_strided depends on [layout-readers] (misses 12 bytes)
# oracle: pytorch => value-mismatch
# oracle: sound => equivalent
def forward(self, x: "f32[6]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice_1);  slice_1 = None
    as_strided = torch.ops.aten.as_strided.default(relu, [1, 2], [0, 1]);  relu = None
    split = torch.ops.aten.split.Tensor(as_strided, 1, 1);  as_strided = None
    getitem = split[0]
    getitem_1 = split[1];  split = None
    mul = torch.ops.aten.mul.Tensor(getitem_1, 2);  getitem_1 = None
    return mul
