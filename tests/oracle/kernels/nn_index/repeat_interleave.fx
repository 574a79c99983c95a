# repeat_interleave's values: index i repeats[i] times for repeats made from constants (int64
# and int32, sliced and 0-dim), and self_int / self_Tensor selecting slices of contiguous,
# transposed, channels-last, strided-with-offset, 0-dim, bool and empty selves, flattened
# when dim is None. The sums of the repeats without output_size are annotated (from torch).
def forward(self, x: "f32[2, 3]", t: "f32[3, 4][1, 3]", c: "f32[2, 3, 2, 2][12, 1, 6, 3]", s: "f64[3, 4][8, 2]@1", z: "f32[]", b: "b8[2, 3]", e: "f32[0, 3]", q: "i64[0]", y: "f32[5][2]"):
    arange = torch.ops.aten.arange.default(5, dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
    rem = torch.ops.aten.remainder.Scalar(arange, 3)
    rem_i = torch.ops.aten._to_copy.default(rem, dtype = torch.int32)
    first = torch.ops.aten.slice.Tensor(rem, 0, 1, 4)
    one = torch.ops.aten.select.int(rem, 0, 2)
    repeat_interleave: "i64[4][1]" = torch.ops.aten.repeat_interleave.Tensor(rem)
    repeat_interleave_1: "i32[4][1]" = torch.ops.aten.repeat_interleave.Tensor(rem_i)
    repeat_interleave_2 = torch.ops.aten.repeat_interleave.Tensor(rem_i, output_size = 4)
    repeat_interleave_3 = torch.ops.aten.repeat_interleave.Tensor(q, output_size = 5)
    repeat_interleave_4 = torch.ops.aten.repeat_interleave.self_int(x, 2)
    repeat_interleave_5 = torch.ops.aten.repeat_interleave.self_int(t, 3, 1)
    repeat_interleave_6 = torch.ops.aten.repeat_interleave.self_int(c, 2, -3, output_size = 6)
    repeat_interleave_7 = torch.ops.aten.repeat_interleave.self_int(s, 0, 0)
    repeat_interleave_8 = torch.ops.aten.repeat_interleave.self_int(z, 4)
    repeat_interleave_9 = torch.ops.aten.repeat_interleave.self_int(b, 2, 0)
    repeat_interleave_10 = torch.ops.aten.repeat_interleave.self_int(e, 3, 0, output_size = 9)
    repeat_interleave_11: "f32[3, 4][4, 1]" = torch.ops.aten.repeat_interleave.self_Tensor(t, first, 0)
    repeat_interleave_12: "f32[2, 6, 2, 2][24, 4, 2, 1]" = torch.ops.aten.repeat_interleave.self_Tensor(c, one, 1)
    repeat_interleave_13: "f32[4][1]" = torch.ops.aten.repeat_interleave.self_Tensor(y, rem_i)
    repeat_interleave_14 = torch.ops.aten.repeat_interleave.self_Tensor(s, first, 0, output_size = 3)
    return (repeat_interleave, repeat_interleave_1, repeat_interleave_2, repeat_interleave_3, repeat_interleave_4, repeat_interleave_5, repeat_interleave_6, repeat_interleave_7, repeat_interleave_8, repeat_interleave_9, repeat_interleave_10, repeat_interleave_11, repeat_interleave_12, repeat_interleave_13, repeat_interleave_14)
