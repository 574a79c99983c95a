# In place, mul's result lives at offset 1 of clone, and as_strided reads position 0, clone's
# other element, which index_select takes as its index. Its result has no elements, but an
# index out of range makes it raise (torch checks every index whatever the result's size): mul
# stays functional. mul by 0 makes the original's index 0, in range.
# policy: sound
# expect: kept mul: in place the result would have offset 1 instead of 0, which as_strided depends on [layout-readers]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-readers => invalid-graph at index_select
def forward(self, x: "i64[2]", y: "f32[3, 0]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 1);  clone = None
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    as_strided = torch.ops.aten.as_strided.default(mul, [1], [0], 0)
    index_select = torch.ops.aten.index_select.default(y, 0, as_strided);  y = as_strided = None
    return (index_select, mul)
