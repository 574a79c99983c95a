# The random ops where nothing depends on the draws, so the oracle's values are torch's:
# bernoulli with p = 0 and p = 1 (f32, i64, bool, bf16; functional and in place), native_dropout
# in evaluation (output a copy, mask all True), with p = 0 in training (mask all True, output
# x * 1 * 1.0) and p = 1 (mask all False, output x * 0 * 0.0: -0.0, NaN for inf and NaN), on an
# empty input; native_dropout_backward: grad * mask * scale in the promoted dtypes.
def forward(self, x: "f32[4, 3][1, 4]", s: "f32[4, 6][12, 2]@1", xi: "i64[4, 3]", xu: "b8[4, 3]", xb: "bf16[3, 4]", e: "f32[0, 3]", g: "f32[4, 3][1, 4]", m: "b8[4, 3]", gi: "i64[4, 3]", gb: "bf16[3]", md: "f64[3]", mi: "i64[4, 3]"):
    bernoulli = torch.ops.aten.bernoulli.p(x, 0.0)
    bernoulli_1 = torch.ops.aten.bernoulli.p(xi, 1.0)
    bernoulli_2 = torch.ops.aten.bernoulli.p(xu, 1.0)
    clone = torch.ops.aten.clone.default(xb)
    bernoulli_ = torch.ops.aten.bernoulli_.float(clone, 0.0)
    native_dropout = torch.ops.aten.native_dropout.default(x, 0.5, False)
    getitem = native_dropout[0]
    getitem_1 = native_dropout[1]
    native_dropout_1 = torch.ops.aten.native_dropout.default(s, 0.0, True)
    getitem_2 = native_dropout_1[0]
    getitem_3 = native_dropout_1[1]
    native_dropout_2 = torch.ops.aten.native_dropout.default(s, 1.0, None)
    getitem_4 = native_dropout_2[0]
    getitem_5 = native_dropout_2[1]
    native_dropout_3 = torch.ops.aten.native_dropout.default(xb, 0.0, True)
    getitem_6 = native_dropout_3[0]
    getitem_7 = native_dropout_3[1]
    native_dropout_4 = torch.ops.aten.native_dropout.default(xi, 0.3, False)
    getitem_8 = native_dropout_4[0]
    getitem_9 = native_dropout_4[1]
    native_dropout_5 = torch.ops.aten.native_dropout.default(e, 0.5, True)
    getitem_10 = native_dropout_5[0]
    native_dropout_backward = torch.ops.aten.native_dropout_backward.default(g, m, 1.4285714285714286)
    native_dropout_backward_1 = torch.ops.aten.native_dropout_backward.default(gi, m, 0.5)
    native_dropout_backward_2 = torch.ops.aten.native_dropout_backward.default(gb, m, 1.25)
    native_dropout_backward_3 = torch.ops.aten.native_dropout_backward.default(g, md, 2.0)
    native_dropout_backward_4 = torch.ops.aten.native_dropout_backward.default(x, mi, 3.0)
    return (bernoulli, bernoulli_1, bernoulli_2, bernoulli_, getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8, getitem_9, getitem_10, native_dropout_backward, native_dropout_backward_1, native_dropout_backward_2, native_dropout_backward_3, native_dropout_backward_4)
