# policy: sound
# empty_strided's [2, 3] with strides [1, 4] reaches 10 elements of its storage: 40 bytes. fill
# and add lay their results out densely (24 bytes each) and both go into it. _unsafe_view is a
# view of clone though its schema does not say so: 0 bytes; max.dim returns two fresh tensors,
# f32[4] and i64[4]: 48 bytes. Saving allocations need not lower the peak: in place, add's value
# keeps the 40-byte storage alive to the end where the original held 24 bytes.
# expect: inplaced fill -> fill_.Scalar (saves 24 bytes)
# expect: inplaced add -> add_.Tensor (saves 24 bytes)
# expect: kept max_1: no in-place variant of max.dim
# expect: memory: 232 bytes allocated before, 184 after; 48 saved, 0 missed
# measured: original 232 bytes allocated, peak 288 bytes live (inputs 120 bytes)
# measured: rewrite 184 bytes allocated, peak 304 bytes live (inputs 120 bytes)
def forward(self, x: "f32[2, 3]", y: "f32[4, 6]"):
    empty_strided = torch.ops.aten.empty_strided.default([2, 3], [1, 4])
    fill = torch.ops.aten.fill.Scalar(empty_strided, 1.5)
    add = torch.ops.aten.add.Tensor(fill, x)
    clone = torch.ops.aten.clone.default(y)
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [24])
    max_1 = torch.ops.aten.max.dim(clone, 1)
    getitem = max_1[0]
    getitem_1 = max_1[1]
    return (add, _unsafe_view, getitem, getitem_1)
