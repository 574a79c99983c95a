# addmv: the reference BLAS gemv ('t' for a row-major or strided matrix, 'n' for a column-major
# one: beta * y first, alpha 0 skipping the products) when vec and the result have positive
# strides, the generic loop in scalar_t for an expanded vec, integers (wrapping) and the
# functional result in vec's dtype; 0-dim and one-element selves broadcast; an empty matrix
# gives self * beta in self's dtype (f64 self, f32 result) or zeros; addmv_ on a strided self.
# addr: beta * self + (alpha * vec1) * vec2 fused one way in the vectorized loop (a contiguous
# row of 16 floats) and the other in the scalar loop (a transposed or short row), beta 0 ignoring
# self's inf and NaN, f16 / bf16 rounding every step, bool as a logical update, integers
# wrapping, a 0-dim f64 self promoting; addr_ into a transposed self.
# addbmm: self copied, then the reference BLAS per batch (transposes by the result's strides, so
# addbmm_ into a column-major self takes the other one); no batches or an empty contraction
# scale self by beta.
def forward(self, m: "f32[5, 9]", mt: "f32[5, 9][1, 5]", mo: "f32[5, 9][20, 2]@1", v: "f32[9]", vone: "f32[1]", s: "f32[5]", s0: "f32[]", s1: "f32[1]", md: "f64[5, 9]", vd: "f64[9]", sd: "f64[5]", ml: "i64[5, 9]", vl: "i64[9]", sl: "i64[5]", mi: "i32[5, 9][1, 5]", vi: "i32[9]", si: "i32[5]", me: "f32[5, 0]", ve: "f32[0]", sed: "f64[5]", so: "f32[5][2]@1", a: "f32[5]", b: "f32[16]", b3: "f32[3]", sr: "f32[5, 16]", st: "f32[5, 16][1, 5]", s3: "f32[5, 3]", ad: "f64[5]", bd: "f64[16]", sz: "f64[]", ab: "b8[5]", bb: "b8[16]", sb: "b8[5, 16]", al: "i64[5]", bl: "i64[16]", slr: "i64[5, 16]", ah: "f16[5]", bh: "f16[16]", sh: "f16[5, 16]", ag: "bf16[5]", bg: "bf16[16]", sg: "bf16[5, 16]", sx: "f32[5, 16][32, 2]", at: "f32[5][3]@2", o: "f32[5, 16][1, 5]", b1: "f32[3, 5, 2]", b2: "f32[3, 2, 4]", t1: "f32[3, 5, 2][10, 1, 5]", t2: "f32[3, 2, 4][8, 1, 2]", sm: "f32[5, 4]", s4: "f32[4]", l1: "i64[3, 5, 2]", l2: "i64[3, 2, 4]", lm: "i64[5, 4]", d1: "f64[2, 7, 6]", d2: "f64[2, 6, 8]", dm: "f64[7, 8]", e1: "f32[0, 5, 2]", e2: "f32[0, 2, 4]", c1: "f32[3, 5, 0]", c2: "f32[3, 0, 4]", oc: "f32[5, 4][1, 5]"):
    addmv = torch.ops.aten.addmv.default(s, m, v, beta = 0.5, alpha = 1.5)
    addmv_1 = torch.ops.aten.addmv.default(s, mt, v, beta = 0.5, alpha = 1.5)
    addmv_2 = torch.ops.aten.addmv.default(s0, mo, v, beta = -2, alpha = 0.25)
    expand = torch.ops.aten.expand.default(vone, [9])
    addmv_3 = torch.ops.aten.addmv.default(s1, mt, expand, beta = 0.5, alpha = 1.5)
    addmv_4 = torch.ops.aten.addmv.default(s, m, expand, beta = 0, alpha = -1)
    addmv_5 = torch.ops.aten.addmv.default(s, mt, v, alpha = 0)
    addmv_6 = torch.ops.aten.addmv.default(s, m, v, beta = 0.5, alpha = 0)
    addmv_7 = torch.ops.aten.addmv.default(sd, md, vd, beta = 0.5, alpha = 1.5)
    addmv_8 = torch.ops.aten.addmv.default(sl, ml, vl, beta = 3, alpha = -2)
    addmv_9 = torch.ops.aten.addmv.default(si, mi, vi, beta = 0, alpha = 7)
    addmv_10 = torch.ops.aten.addmv.default(sed, me, ve, beta = 0.5)
    addmv_11 = torch.ops.aten.addmv.default(s, me, ve, beta = 0)
    addmv_ = torch.ops.aten.addmv_.default(so, mt, v, beta = 0.5, alpha = 1.5)
    addr = torch.ops.aten.addr.default(sr, a, b, beta = 0.7, alpha = 1.3)
    addr_1 = torch.ops.aten.addr.default(st, a, b, beta = 0.7, alpha = 1.3)
    addr_2 = torch.ops.aten.addr.default(s3, a, b3, beta = 0.7, alpha = 1.3)
    addr_3 = torch.ops.aten.addr.default(sr, a, b, beta = 0)
    addr_4 = torch.ops.aten.addr.default(sz, a, b, beta = 2, alpha = 0.5)
    addr_5 = torch.ops.aten.addr.default(bd, ad, bd)
    addr_6 = torch.ops.aten.addr.default(sb, ab, bb)
    addr_7 = torch.ops.aten.addr.default(sb, ab, bb, beta = 0, alpha = 1)
    addr_8 = torch.ops.aten.addr.default(slr, al, bl, beta = 3, alpha = -2)
    addr_9 = torch.ops.aten.addr.default(sh, ah, bh, beta = 0.7, alpha = 1.3)
    addr_10 = torch.ops.aten.addr.default(sg, ag, bg, beta = 0.7, alpha = 1.3)
    addr_11 = torch.ops.aten.addr.default(sx, at, b, beta = 0.7, alpha = 1.3)
    addr_12 = torch.ops.aten.addr.default(bl, al, bl)
    clone = torch.ops.aten.clone.default(o)
    addr_ = torch.ops.aten.addr_.default(clone, a, b, beta = 0.7, alpha = 1.3)
    addbmm = torch.ops.aten.addbmm.default(sm, b1, b2, beta = 0.5, alpha = 1.5)
    addbmm_1 = torch.ops.aten.addbmm.default(s4, t1, t2, beta = 2, alpha = 0.5)
    addbmm_2 = torch.ops.aten.addbmm.default(s0, b1, t2)
    addbmm_3 = torch.ops.aten.addbmm.default(lm, l1, l2, beta = 3, alpha = -2)
    addbmm_4 = torch.ops.aten.addbmm.default(dm, d1, d2, beta = 0.5, alpha = 1.5)
    addbmm_5 = torch.ops.aten.addbmm.default(sm, e1, e2, beta = 0.5)
    addbmm_6 = torch.ops.aten.addbmm.default(sm, c1, c2, beta = -3)
    addbmm_7 = torch.ops.aten.addbmm.default(sm, b1, b2, beta = 0)
    addbmm_ = torch.ops.aten.addbmm_.default(oc, b1, b2, beta = 0.5, alpha = 1.5)
    return (addmv, addmv_1, addmv_2, addmv_3, addmv_4, addmv_5, addmv_6, addmv_7, addmv_8, addmv_9, addmv_10, addmv_11, addmv_, so, addr, addr_1, addr_2, addr_3, addr_4, addr_5, addr_6, addr_7, addr_8, addr_9, addr_10, addr_11, addr_12, addr_, clone, addbmm, addbmm_1, addbmm_2, addbmm_3, addbmm_4, addbmm_5, addbmm_6, addbmm_7, addbmm_, oc)
