# dot and mv: sequential sums in the element type (bf16 rounds each product and partial sum,
# integers wrap) over row-major, column-major, offset and expanded operands.
# bmm and baddbmm: below 400 multiply-adds per matrix the plain loop in the element type
# (alpha * x rounded, then * y, then added: no fused multiply-add; bf16 rounds every step;
# integers wrap; r *= beta first), above it the reference BLAS order per batch; transposed,
# offset and broadcast operands; a contraction over 0 zeroes or scales by beta; baddbmm_ writes
# into a strided self, reading it even with beta = 0 (r *= 0 keeps inf and NaN). The functional
# baddbmm with beta = 0 multiplies uninitialized memory by 0, so its values are not compared.
def forward(self, b1: "f32[2, 3, 4]", b2: "f32[2, 4, 5]", t1: "f32[2, 3, 4][12, 1, 3]", t2: "f32[2, 4, 5][1, 2, 8]@1", l1: "i64[2, 3, 4]", l2: "i64[2, 4, 5]", g1: "bf16[2, 3, 4]", g2: "bf16[2, 4, 5]", d1: "f64[2, 3, 4]", d2: "f64[2, 4, 5]", s: "f32[5]", s3: "f32[3, 1]", si: "i32[5]", o: "f32[2, 3, 5][15, 1, 3]", m1: "f32[2, 3, 0]", m2: "f32[2, 0, 5]", q1: "i8[2, 3, 4]", q2: "i8[2, 4, 5]", w1: "f32[2, 8, 8]", w2: "f32[2, 8, 8][64, 1, 8]", v1: "f64[2, 9, 8][72, 1, 9]", v2: "f64[2, 8, 7]", x1: "f32[1, 3, 4][0, 4, 1]", gs: "bf16[5]", s8: "f32[8, 1]", v: "f32[9]", vt: "f32[9][3]@1", vl: "i64[9]", vg: "bf16[9]", vq: "u8[9]", vone: "f32[1]", vd: "f32[9]", mt: "f32[5, 9][1, 5]", mo: "f32[5, 9][20, 2]@1", ml: "i64[5, 9]", mg: "bf16[5, 9]", mgt: "bf16[5, 9][1, 5]", vl9: "i64[9]", vg9: "bf16[9]"):
    bmm = torch.ops.aten.bmm.default(b1, b2)
    bmm_1 = torch.ops.aten.bmm.default(t1, t2)
    bmm_2 = torch.ops.aten.bmm.default(l1, l2)
    bmm_3 = torch.ops.aten.bmm.default(g1, g2)
    bmm_4 = torch.ops.aten.bmm.default(d1, d2)
    bmm_5 = torch.ops.aten.bmm.default(m1, m2)
    bmm_6 = torch.ops.aten.bmm.default(q1, q2)
    bmm_7 = torch.ops.aten.bmm.default(w1, w2)
    bmm_8 = torch.ops.aten.bmm.default(v1, v2)
    expand = torch.ops.aten.expand.default(x1, [2, 3, 4])
    bmm_9 = torch.ops.aten.bmm.default(expand, b2)
    baddbmm = torch.ops.aten.baddbmm.default(s, b1, b2)
    baddbmm_1 = torch.ops.aten.baddbmm.default(s3, t1, t2, beta = 2, alpha = 0.5)
    baddbmm_2 = torch.ops.aten.baddbmm.default(s, b1, b2, beta = 0.5, alpha = 1.5)
    baddbmm_3 = torch.ops.aten.baddbmm.default(si, l1, l2, beta = 3, alpha = -2)
    baddbmm_4 = torch.ops.aten.baddbmm.default(gs, g1, g2, beta = 0.5, alpha = 3)
    baddbmm_5 = torch.ops.aten.baddbmm.default(s, m1, m2, beta = 0.25)
    baddbmm_6 = torch.ops.aten.baddbmm.default(s8, w1, w2, beta = 0.5, alpha = 2)
    baddbmm_7 = torch.ops.aten.baddbmm.default(s, b1, b2, beta = -1)
    clone = torch.ops.aten.clone.default(o)
    baddbmm_ = torch.ops.aten.baddbmm_.default(clone, b1, b2, beta = 0.5, alpha = 2)
    clone_1 = torch.ops.aten.clone.default(o)
    baddbmm__1 = torch.ops.aten.baddbmm_.default(clone_1, b1, b2, beta = 0)
    dot = torch.ops.aten.dot.default(v, vt)
    dot_1 = torch.ops.aten.dot.default(vl, vl)
    dot_2 = torch.ops.aten.dot.default(vg, vg)
    dot_3 = torch.ops.aten.dot.default(vq, vq)
    expand_1 = torch.ops.aten.expand.default(vone, [9])
    dot_4 = torch.ops.aten.dot.default(expand_1, vd)
    mv = torch.ops.aten.mv.default(mt, vd)
    mv_1 = torch.ops.aten.mv.default(mo, vd)
    mv_2 = torch.ops.aten.mv.default(ml, vl9)
    mv_3 = torch.ops.aten.mv.default(mg, vg9)
    mv_4 = torch.ops.aten.mv.default(mgt, vg9)
    mv_5 = torch.ops.aten.mv.default(mt, expand_1)
    return (dot, dot_1, dot_2, dot_3, dot_4, mv, mv_1, mv_2, mv_3, mv_4, mv_5, bmm, bmm_1, bmm_2, bmm_3, bmm_4, bmm_5, bmm_6, bmm_7, bmm_8, bmm_9, baddbmm, baddbmm_1, baddbmm_2, baddbmm_3, baddbmm_4, baddbmm_5, baddbmm_6, baddbmm_7, baddbmm_, clone, baddbmm__1)
