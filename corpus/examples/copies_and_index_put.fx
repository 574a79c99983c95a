# Copies with dtype and layout changes, index_put, functional copy and resize.
def forward(self, x: "f32[4, 6][1, 4]", idx: "i64[2]", v: "f32[2, 6]"):
    clone = torch.ops.aten.clone.default(x)
    clone_1 = torch.ops.aten.clone.default(x, memory_format = torch.contiguous_format)
    _to_copy = torch.ops.aten._to_copy.default(x, dtype = torch.float64)
    index_put = torch.ops.aten.index_put.default(clone_1, [idx], v)
    index_put_1 = torch.ops.aten.index_put.default(index_put, [idx], v, True)
    copy = torch.ops.aten.copy.default(clone, index_put_1)
    resize = torch.ops.aten.resize.default(copy, [24])
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone_1, [24])
    return (resize, _to_copy, _unsafe_view)
