# In place, relu keeps the slice's strides [2], and as_strided's second position holds clone's
# element 1 instead of relu's: the split piece getitem_1 reads it, so relu stays. The walk
# follows as_strided's positions into split's pieces (getitems, which are no calls); a version
# of the clone rule crashed there, found by the sound campaign.
# policy: sound
# expect: kept relu: in place the result would have strides [2] instead of [1], which as_strided depends on [layout-readers]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch at getitem_1
def forward(self, x: "f32[3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    as_strided = torch.ops.aten.as_strided.default(relu, [2, 1], [1, 1]);  relu = None
    split = torch.ops.aten.split.Tensor(as_strided, 1);  as_strided = None
    getitem = split[0]
    getitem_1 = split[1];  split = None
    add = torch.ops.aten.add.Tensor(getitem, 1);  getitem = None
    return (add, getitem_1)
