# empty in contiguous or channels-last format; empty_like and full_like preserve a dense
# layout (channels-last, transposed) and make others dense in their stride order; empty_strided
# takes any strides; new_* are contiguous in self's dtype unless one is given; full_like and
# new_full convert the value to the result's dtype. Only filled results are returned (the
# others hold uninitialized memory in torch); every statement's meta is checked all the same.
def forward(self, x: "f32[2, 3, 4]", t: "f32[4, 3, 2][1, 4, 12]", c: "f32[2, 3, 4, 5][60, 1, 15, 3]", s: "f32[3, 4][16, 2]@1", i: "i32[2, 3]", b: "b8[3]", h: "f16[2, 2]", e: "f32[3, 1][1, 0]"):
    empty: "f32[2, 3][3, 1]" = torch.ops.aten.empty.memory_format([2, 3])
    empty_1: "f32[2, 3, 4, 5][60, 1, 15, 3]" = torch.ops.aten.empty.memory_format([2, 3, 4, 5], memory_format = torch.channels_last)
    empty_2: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    empty_3: "i64[2, 3][3, 1]" = torch.ops.aten.empty.memory_format([2, 3], dtype = torch.int64, pin_memory = False, memory_format = torch.contiguous_format)
    empty_4: "b8[][]" = torch.ops.aten.empty.memory_format([], dtype = torch.bool)
    empty_like: "f32[2, 3, 4, 5][60, 1, 15, 3]" = torch.ops.aten.empty_like.default(c)
    empty_like_1: "f32[4, 3, 2][1, 4, 12]" = torch.ops.aten.empty_like.default(t)
    empty_like_2: "f64[3, 4][4, 1]" = torch.ops.aten.empty_like.default(s, dtype = torch.float64)
    empty_like_3: "f32[2, 3, 4, 5][60, 20, 5, 1]" = torch.ops.aten.empty_like.default(c, memory_format = torch.contiguous_format)
    empty_like_4: "f32[3, 1][1, 0]" = torch.ops.aten.empty_like.default(e)
    empty_strided: "f32[2, 3][1, 2]" = torch.ops.aten.empty_strided.default([2, 3], [1, 2])
    empty_strided_1: "i8[2, 3][0, 0]" = torch.ops.aten.empty_strided.default([2, 3], [0, 0], dtype = torch.int8)
    empty_strided_2: "f32[2, 0, 3][7, 5, 11]" = torch.ops.aten.empty_strided.default([2, 0, 3], [7, 5, 11])
    empty_strided_3: "f32[1, 3][3, 1]" = torch.ops.aten.empty_strided.default([1, 3], [-1, 1])
    new_zeros: "f32[3, 2][2, 1]" = torch.ops.aten.new_zeros.default(t, [3, 2])
    new_zeros_1: "i8[3, 2][2, 1]" = torch.ops.aten.new_zeros.default(x, [3, 2], dtype = torch.int8)
    new_empty: "i32[3, 2][2, 1]" = torch.ops.aten.new_empty.default(i, [3, 2])
    new_ones: "b8[2, 0][1, 1]" = torch.ops.aten.new_ones.default(b, [2, 0])
    new_full: "i32[3][1]" = torch.ops.aten.new_full.default(i, [3], 2.5)
    new_full_1: "f64[3][1]" = torch.ops.aten.new_full.default(h, [3], 3, dtype = torch.float64)
    full_like: "f32[2, 3, 4, 5][60, 1, 15, 3]" = torch.ops.aten.full_like.default(c, 3)
    full_like_1: "i64[2, 3, 4, 5][60, 1, 15, 3]" = torch.ops.aten.full_like.default(c, 3, dtype = torch.int64)
    full_like_2: "f32[4, 3, 2][1, 4, 12]" = torch.ops.aten.full_like.default(t, 3.5)
    full_like_3: "b8[3][1]" = torch.ops.aten.full_like.default(b, 3.5)
    full_like_4: "f32[3, 4][4, 1]" = torch.ops.aten.full_like.default(s, -1, memory_format = torch.contiguous_format)
    return (new_zeros, new_zeros_1, new_ones, new_full, new_full_1, full_like, full_like_1, full_like_2, full_like_3, full_like_4)
