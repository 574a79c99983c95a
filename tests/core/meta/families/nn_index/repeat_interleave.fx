# repeat_interleave: .Tensor gives a contiguous index vector in repeats' dtype (int64 or int32)
# whose length is output_size or, for repeats the graph makes from constants, the sum ATen
# observes (aten/aten_meta.cpp); self_int and self_Tensor index_select self (flattened when dim
# is None, 0-dim included) into a contiguous result of self's dtype, whatever self's layout
# (transposed, channels-last, strided, offset); empty repeats and a dim of size 0 give empty
# results whatever output_size says.
def forward(self, x: "f32[2, 3]", t: "f32[3, 4][1, 3]", c: "f32[2, 3, 2, 2][12, 1, 6, 3]", s: "f64[3, 4][8, 2]@1", z: "f32[]", b: "b8[2, 3]", e: "f32[0, 3]", q: "i64[0]", y: "f32[5][2]"):
    arange: "i64[5][1]" = torch.ops.aten.arange.default(5, dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
    rem: "i64[5][1]" = torch.ops.aten.remainder.Scalar(arange, 3)
    rem_i: "i32[5][1]" = torch.ops.aten._to_copy.default(rem, dtype = torch.int32)
    first: "i64[3][1]@1" = torch.ops.aten.slice.Tensor(rem, 0, 1, 4)
    one: "i64[][]@2" = torch.ops.aten.select.int(rem, 0, 2)
    repeat_interleave: "i64[4][1]" = torch.ops.aten.repeat_interleave.Tensor(rem)
    repeat_interleave_1: "i32[4][1]" = torch.ops.aten.repeat_interleave.Tensor(rem_i)
    repeat_interleave_2: "i32[4][1]" = torch.ops.aten.repeat_interleave.Tensor(rem_i, output_size = 4)
    repeat_interleave_3: "i64[0][1]" = torch.ops.aten.repeat_interleave.Tensor(q, output_size = 5)
    repeat_interleave_4: "f32[12][1]" = torch.ops.aten.repeat_interleave.self_int(x, 2)
    repeat_interleave_5: "f32[3, 12][12, 1]" = torch.ops.aten.repeat_interleave.self_int(t, 3, 1)
    repeat_interleave_6: "f32[2, 6, 2, 2][24, 4, 2, 1]" = torch.ops.aten.repeat_interleave.self_int(c, 2, -3, output_size = 6)
    repeat_interleave_7: "f64[0, 4][4, 1]" = torch.ops.aten.repeat_interleave.self_int(s, 0, 0)
    repeat_interleave_8: "f32[4][1]" = torch.ops.aten.repeat_interleave.self_int(z, 4)
    repeat_interleave_9: "b8[4, 3][3, 1]" = torch.ops.aten.repeat_interleave.self_int(b, 2, 0)
    repeat_interleave_10: "f32[0, 3][3, 1]" = torch.ops.aten.repeat_interleave.self_int(e, 3, 0, output_size = 9)
    repeat_interleave_11: "f32[3, 4][4, 1]" = torch.ops.aten.repeat_interleave.self_Tensor(t, first, 0)
    repeat_interleave_12: "f32[2, 6, 2, 2][24, 4, 2, 1]" = torch.ops.aten.repeat_interleave.self_Tensor(c, one, 1)
    repeat_interleave_13: "f32[4][1]" = torch.ops.aten.repeat_interleave.self_Tensor(y, rem_i)
    repeat_interleave_14: "f64[3, 4][4, 1]" = torch.ops.aten.repeat_interleave.self_Tensor(s, first, 0, output_size = 3)
    return (repeat_interleave, repeat_interleave_1, repeat_interleave_2, repeat_interleave_3, repeat_interleave_4, repeat_interleave_5, repeat_interleave_6, repeat_interleave_7, repeat_interleave_8, repeat_interleave_9, repeat_interleave_10, repeat_interleave_11, repeat_interleave_12, repeat_interleave_13, repeat_interleave_14)
