# bitwise_not: ~x for every integer dtype (wrapping at its width: ~255 is 0 in u8), logical not
# for bool; transposed and offset operands; bitwise_not_ in place.
def forward(self, u: "u8[4, 3][1, 4]", i8: "i8[5]", i16: "i16[2, 3]", i32: "i32[6][2]@1", i64: "i64[3, 2]", b: "b8[4, 3][1, 4]"):
    bitwise_not = torch.ops.aten.bitwise_not.default(u)
    bitwise_not_1 = torch.ops.aten.bitwise_not.default(i8)
    bitwise_not_2 = torch.ops.aten.bitwise_not.default(i16)
    bitwise_not_3 = torch.ops.aten.bitwise_not.default(i32)
    bitwise_not_4 = torch.ops.aten.bitwise_not.default(i64)
    bitwise_not_5 = torch.ops.aten.bitwise_not.default(b)
    clone = torch.ops.aten.clone.default(b)
    bitwise_not_ = torch.ops.aten.bitwise_not_.default(clone)
    return (bitwise_not, bitwise_not_1, bitwise_not_2, bitwise_not_3, bitwise_not_4, bitwise_not_5, bitwise_not_)
