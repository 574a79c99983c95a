# new_zeros, new_ones, new_full and full_like (values converted to the dtype: rounded to f16,
# truncated to integers, any nonzero to True), on strided, channels-last and offset inputs;
# empty, empty_like, empty_strided and new_empty hold the oracle's poison pattern, torch's
# whatever the allocator returned, so only what is written into them is compared.
def forward(self, x: "f32[2, 3, 4]", t: "f32[4, 3, 2][1, 4, 12]", c: "f32[2, 3, 4, 5][60, 1, 15, 3]", s: "f32[3, 4][16, 2]@1", i: "i32[2, 3]", b: "b8[3]", h: "f16[2, 2]"):
    new_zeros = torch.ops.aten.new_zeros.default(t, [3, 2])
    new_zeros_1 = torch.ops.aten.new_zeros.default(x, [3, 2], dtype = torch.int8)
    new_ones = torch.ops.aten.new_ones.default(b, [2, 3])
    new_ones_1 = torch.ops.aten.new_ones.default(h, [4])
    new_full = torch.ops.aten.new_full.default(i, [3], 2.5)
    new_full_1 = torch.ops.aten.new_full.default(h, [3], 0.1)
    new_full_2 = torch.ops.aten.new_full.default(x, [2], -7, dtype = torch.float64)
    full_like = torch.ops.aten.full_like.default(c, 3)
    full_like_1 = torch.ops.aten.full_like.default(t, 3.5, dtype = torch.int64)
    full_like_2 = torch.ops.aten.full_like.default(b, 0.5)
    full_like_3 = torch.ops.aten.full_like.default(s, -1, memory_format = torch.contiguous_format)
    full_like_4 = torch.ops.aten.full_like.default(h, 65504.0)
    empty = torch.ops.aten.empty.memory_format([2, 3, 4, 5], memory_format = torch.channels_last)
    copy_ = torch.ops.aten.copy_.default(empty, c)
    empty_like = torch.ops.aten.empty_like.default(t)
    fill_ = torch.ops.aten.fill_.Scalar(empty_like, 2)
    empty_strided = torch.ops.aten.empty_strided.default([3, 4], [1, 3], dtype = torch.float64)
    copy__1 = torch.ops.aten.copy_.default(empty_strided, s)
    new_empty = torch.ops.aten.new_empty.default(i, [2, 3])
    copy__2 = torch.ops.aten.copy_.default(new_empty, i)
    return (new_zeros, new_zeros_1, new_ones, new_ones_1, new_full, new_full_1, new_full_2, full_like, full_like_1, full_like_2, full_like_3, full_like_4, copy_, fill_, copy__1, copy__2)
