# In place, mul's result lives at offset 1 of clone, and as_strided reads position 0, clone's
# other element. index_select reads it as self, whose values cannot make it raise (only its
# index can), and its result is read only by an empty slice: mul goes in place.
# policy: sound
# expect: inplaced mul -> mul_.Tensor (saves 4 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[2]"):
    index = torch.ops.aten.arange.default(1)
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 1);  clone = None
    mul = torch.ops.aten.mul.Tensor(select, 2);  select = None
    as_strided = torch.ops.aten.as_strided.default(mul, [1, 1], [0, 0], 0)
    index_select = torch.ops.aten.index_select.default(as_strided, 0, index);  as_strided = index = None
    slice_1 = torch.ops.aten.slice.Tensor(index_select, 0, 1);  index_select = None
    return (slice_1, mul)
