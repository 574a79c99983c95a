# _to_copy from i64 to every other dtype (rounding to nearest even, truncation toward zero,
# wrap-around, NaN and out-of-range floats to integers, != 0 to bool), contiguous and strided.
def forward(self, x: "i64[24]", t: "i64[3, 4][1, 6]@2"):
    _to_copy = torch.ops.aten._to_copy.default(x, dtype = torch.float64)
    _to_copy_1 = torch.ops.aten._to_copy.default(x, dtype = torch.float32)
    _to_copy_2 = torch.ops.aten._to_copy.default(x, dtype = torch.float16)
    _to_copy_3 = torch.ops.aten._to_copy.default(x, dtype = torch.bfloat16)
    _to_copy_4 = torch.ops.aten._to_copy.default(x, dtype = torch.int32)
    _to_copy_5 = torch.ops.aten._to_copy.default(x, dtype = torch.int16)
    _to_copy_6 = torch.ops.aten._to_copy.default(x, dtype = torch.int8)
    _to_copy_7 = torch.ops.aten._to_copy.default(x, dtype = torch.uint8)
    _to_copy_8 = torch.ops.aten._to_copy.default(x, dtype = torch.bool)
    _to_copy_9 = torch.ops.aten._to_copy.default(t, dtype = torch.int8)
    return (_to_copy, _to_copy_1, _to_copy_2, _to_copy_3, _to_copy_4, _to_copy_5, _to_copy_6, _to_copy_7, _to_copy_8, _to_copy_9)
