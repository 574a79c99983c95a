# tolerance-relative: 5e-7
# binary_cross_entropy_with_logits: ATen's chain of pointwise ops (max_val = max(-x, 0), (1 - t)
# * x + max_val + log(exp(-max_val) + exp(-x - max_val)), or with pos_weight the log term scaled
# by (pos_weight - 1) * t + 1), times weight; f32, f64, bf16, f32 with an f64 target (the loss
# takes the target's dtype), a transposed target (the loss takes its layout), broadcast weight
# and pos_weight of other dtypes, Mean and Sum. exp and log are libm's here and Sleef's in
# torch's vector loop (1 ulp each), so a term can differ by an ulp and
# the loss by a few f32 ulps (seen: 3.5 ulps, 2.1e-7 of 0.77; and 1e-7 of an f64 loss whose f32
# log term differs), hence the relative tolerance.
def forward(self, x: "f32[4, 3]", t: "f32[4, 3]", tt: "f32[4, 3][1, 4]", xd: "f64[4, 3]", td: "f64[4, 3]", xb: "bf16[4, 3]", tb: "bf16[4, 3]", w: "f32[3]", wd: "f64[4, 3]", pw: "f32[3]", pi: "i64[4, 3]", r: "f32[3]", big: "f32[5, 8]", bigt: "f32[5, 8][1, 5]"):
    sigmoid = torch.ops.aten.sigmoid.default(t)
    sigmoid_1 = torch.ops.aten.sigmoid.default(tt)
    sigmoid_2 = torch.ops.aten.sigmoid.default(td)
    sigmoid_3 = torch.ops.aten.sigmoid.default(tb)
    sigmoid_4 = torch.ops.aten.sigmoid.default(bigt)
    binary_cross_entropy_with_logits = torch.ops.aten.binary_cross_entropy_with_logits.default(x, sigmoid, None, None, 0)
    binary_cross_entropy_with_logits_1 = torch.ops.aten.binary_cross_entropy_with_logits.default(x, sigmoid_1, w, None, 0)
    binary_cross_entropy_with_logits_2 = torch.ops.aten.binary_cross_entropy_with_logits.default(x, sigmoid, None, pw, 0)
    binary_cross_entropy_with_logits_3 = torch.ops.aten.binary_cross_entropy_with_logits.default(xd, sigmoid_2, wd, pi, 0)
    binary_cross_entropy_with_logits_4 = torch.ops.aten.binary_cross_entropy_with_logits.default(x, sigmoid_2, None, None, 0)
    binary_cross_entropy_with_logits_5 = torch.ops.aten.binary_cross_entropy_with_logits.default(xb, sigmoid_3, None, None, 0)
    binary_cross_entropy_with_logits_6 = torch.ops.aten.binary_cross_entropy_with_logits.default(r, sigmoid, w, pw, 1)
    binary_cross_entropy_with_logits_7 = torch.ops.aten.binary_cross_entropy_with_logits.default(big, sigmoid_4, None, None, 2)
    binary_cross_entropy_with_logits_8 = torch.ops.aten.binary_cross_entropy_with_logits.default(big, sigmoid_4, None, None, 1)
    binary_cross_entropy_with_logits_9 = torch.ops.aten.binary_cross_entropy_with_logits.default(xb, sigmoid_3, None, None, 1)
    return (binary_cross_entropy_with_logits, binary_cross_entropy_with_logits_1, binary_cross_entropy_with_logits_2, binary_cross_entropy_with_logits_3, binary_cross_entropy_with_logits_4, binary_cross_entropy_with_logits_5, binary_cross_entropy_with_logits_6, binary_cross_entropy_with_logits_7, binary_cross_entropy_with_logits_8, binary_cross_entropy_with_logits_9)
