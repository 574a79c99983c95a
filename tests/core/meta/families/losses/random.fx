# bernoulli.p and bernoulli (probabilities in self): contiguous, whatever self's layout;
# bernoulli.Tensor: laid out like self; bernoulli_: self. Every dtype but f16 (bool and integers
# too), a tensor p of f32, f64 or bf16 broadcast to self. native_dropout: output and bool mask
# laid out as the iterator over (input, empty_like mask) lays them out, in training and in
# evaluation; an empty input comes back with its own layout and a mask of its dtype.
# native_dropout_backward: grad * mask * scale (integers and bool become f32).
def forward(self, x: "f32[4, 3][1, 4]", s: "f32[4, 6][12, 2]@1", c: "f32[2, 3, 4, 5][60, 1, 15, 3]", xb: "bf16[4, 3]", xd: "f64[4, 3]", xi: "i64[4, 3]", xu: "b8[4, 3]", e: "f32[0, 3][1, 1]@2", ei: "i64[0]", p: "f32[3]", pd: "f64[4, 3]", g: "f32[4, 3][1, 4]", m: "b8[4, 3]", gi: "i64[4, 3]", gh: "f16[3]", md: "f64[3]", pc: "f64[4, 5]"):
    sigmoid: "f32[4, 3][1, 4]" = torch.ops.aten.sigmoid.default(x)
    sigmoid_1: "f32[3][1]" = torch.ops.aten.sigmoid.default(p)
    sigmoid_2: "f64[4, 5][5, 1]" = torch.ops.aten.sigmoid.default(pc)
    bernoulli: "f32[4, 3][3, 1]" = torch.ops.aten.bernoulli.p(x, 0.5)
    bernoulli_1: "f32[4, 6][6, 1]" = torch.ops.aten.bernoulli.p(s, 0.0)
    bernoulli_2: "i64[4, 3][3, 1]" = torch.ops.aten.bernoulli.p(xi, 1.0)
    bernoulli_3: "b8[4, 3][3, 1]" = torch.ops.aten.bernoulli.p(xu, 0.25)
    bernoulli_4: "f32[4, 3][3, 1]" = torch.ops.aten.bernoulli.default(sigmoid)
    bernoulli_5: "f32[4, 3][1, 4]" = torch.ops.aten.bernoulli.Tensor(x, sigmoid_1)
    bernoulli_6: "f32[2, 3, 4, 5][60, 1, 15, 3]" = torch.ops.aten.bernoulli.Tensor(c, sigmoid_2)
    clone: "f32[4, 6][6, 1]" = torch.ops.aten.clone.default(s)
    bernoulli__float: "f32[4, 6][6, 1]" = torch.ops.aten.bernoulli_.float(clone, 0.3)
    clone_1: "bf16[4, 3][3, 1]" = torch.ops.aten.clone.default(xb)
    bernoulli__tensor: "bf16[4, 3][3, 1]" = torch.ops.aten.bernoulli_.Tensor(clone_1, sigmoid_1)
    native_dropout = torch.ops.aten.native_dropout.default(x, 0.5, True)
    getitem: "f32[4, 3][1, 4]" = native_dropout[0]
    getitem_1: "b8[4, 3][1, 4]" = native_dropout[1]
    native_dropout_1 = torch.ops.aten.native_dropout.default(s, 0.2, None)
    getitem_2: "f32[4, 6][6, 1]" = native_dropout_1[0]
    getitem_3: "b8[4, 6][6, 1]" = native_dropout_1[1]
    native_dropout_2 = torch.ops.aten.native_dropout.default(s, 0.2, False)
    getitem_4: "f32[4, 6][6, 1]" = native_dropout_2[0]
    getitem_5: "b8[4, 6][6, 1]" = native_dropout_2[1]
    native_dropout_3 = torch.ops.aten.native_dropout.default(xi, 0.5, False)
    getitem_6: "i64[4, 3][3, 1]" = native_dropout_3[0]
    getitem_7: "b8[4, 3][3, 1]" = native_dropout_3[1]
    native_dropout_4 = torch.ops.aten.native_dropout.default(e, 0.5, True)
    getitem_8: "f32[0, 3][1, 1]@2" = native_dropout_4[0]
    getitem_9: "f32[0, 3][1, 1]" = native_dropout_4[1]
    native_dropout_5 = torch.ops.aten.native_dropout.default(ei, 7.0, True)
    getitem_10: "i64[0][1]" = native_dropout_5[0]
    getitem_11: "i64[0][1]" = native_dropout_5[1]
    native_dropout_6 = torch.ops.aten.native_dropout.default(c, 1.0, True)
    getitem_12: "f32[2, 3, 4, 5][60, 1, 15, 3]" = native_dropout_6[0]
    getitem_13: "b8[2, 3, 4, 5][60, 1, 15, 3]" = native_dropout_6[1]
    native_dropout_backward: "f32[4, 3][1, 4]" = torch.ops.aten.native_dropout_backward.default(g, m, 2.0)
    native_dropout_backward_1: "f32[4, 3][3, 1]" = torch.ops.aten.native_dropout_backward.default(gi, m, 0.5)
    native_dropout_backward_2: "f16[4, 3][3, 1]" = torch.ops.aten.native_dropout_backward.default(gh, m, 1.25)
    native_dropout_backward_3: "f64[4, 3][1, 4]" = torch.ops.aten.native_dropout_backward.default(g, md, 2.0)
    return (bernoulli, bernoulli_1, bernoulli_2, bernoulli_3, bernoulli_4, bernoulli_5, bernoulli_6, bernoulli__float, bernoulli__tensor, getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8, getitem_9, getitem_10, getitem_11, getitem_12, getitem_13, native_dropout_backward, native_dropout_backward_1, native_dropout_backward_2, native_dropout_backward_3)
