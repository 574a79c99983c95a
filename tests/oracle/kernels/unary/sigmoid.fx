# sigmoid on every floating dtype (contiguous, transposed, strided with an offset) and on integer and
# bool inputs, which compute in the default float dtype.
def forward(self, f: "f32[4, 8]", t: "f32[4, 4][1, 4]", d: "f64[16][2]@1", h: "f16[16]", b: "bf16[16]", i: "i32[8]", u: "u8[8]", c: "b8[4]"):
    sigmoid_1 = torch.ops.aten.sigmoid.default(f)
    sigmoid_2 = torch.ops.aten.sigmoid.default(t)
    sigmoid_3 = torch.ops.aten.sigmoid.default(d)
    sigmoid_4 = torch.ops.aten.sigmoid.default(h)
    sigmoid_5 = torch.ops.aten.sigmoid.default(b)
    sigmoid_6 = torch.ops.aten.sigmoid.default(i)
    sigmoid_7 = torch.ops.aten.sigmoid.default(u)
    sigmoid_8 = torch.ops.aten.sigmoid.default(c)
    return (sigmoid_1, sigmoid_2, sigmoid_3, sigmoid_4, sigmoid_5, sigmoid_6, sigmoid_7, sigmoid_8)
