# addmv allocates a contiguous vector in vec's dtype (self 0-dim, of one element or of the rows;
# an empty matrix takes self of another dtype), addmv_ keeps a strided self; addr's result is laid
# out by its TensorIterator (a transposed self gives a transposed result, a strided one a dense
# one) in the promoted dtype (a 0-dim f64 self counts once expanded), bool stays bool, addr_
# keeps self; addbmm allocates a contiguous result in self's dtype whatever the batches' layouts
# (a broadcast self, no batches, no contraction), addbmm_ keeps a transposed self.
def forward(self, m: "f32[5, 9]", mt: "f32[5, 9][1, 5]", v: "f32[9]", s: "f32[5]", s0: "f32[]", s1: "f32[1]", ml: "i64[5, 9]", vl: "i64[9]", sl: "i64[5]", me: "f32[5, 0]", ve: "f32[0]", sed: "f64[5]", so: "f32[5][2]@1", a: "f32[5]", b: "f32[4]", sr: "f32[5, 4]", st: "f32[5, 4][1, 5]", sx: "f32[5, 4][8, 2]", sz: "f64[]", ab: "b8[5]", bb: "b8[4]", sb: "b8[5, 4]", al: "i64[5]", bd: "f64[4]", ah: "f16[5]", o: "f32[5, 4][1, 5]", b1: "f32[3, 5, 2]", b2: "f32[3, 2, 4]", t1: "f32[3, 5, 2][10, 1, 5]", t2: "f32[3, 2, 4][8, 1, 2]", s4: "f32[4]", l1: "i64[3, 5, 2]", l2: "i64[3, 2, 4]", lm: "i64[5, 4]", e1: "f32[0, 5, 2]", e2: "f32[0, 2, 4]", c1: "f32[3, 5, 0]", c2: "f32[3, 0, 4]", oc: "f32[5, 4][1, 5]", h1: "f16[0, 5, 2]", h2: "f16[0, 2, 4]", hm: "f16[5, 4]"):
    addmv: "f32[5][1]" = torch.ops.aten.addmv.default(s, m, v)
    addmv_1: "f32[5][1]" = torch.ops.aten.addmv.default(s0, mt, v, beta = 0.5, alpha = 2)
    addmv_2: "f32[5][1]" = torch.ops.aten.addmv.default(s1, m, v)
    addmv_3: "i64[5][1]" = torch.ops.aten.addmv.default(sl, ml, vl, beta = 0.5)
    addmv_4: "f32[5][1]" = torch.ops.aten.addmv.default(sed, me, ve)
    addmv_5: "f32[5][1]" = torch.ops.aten.addmv.default(sl, m, v)
    addmv_: "f32[5][2]@1" = torch.ops.aten.addmv_.default(so, m, v)
    addr: "f32[5, 4][4, 1]" = torch.ops.aten.addr.default(sr, a, b)
    addr_1: "f32[5, 4][1, 5]" = torch.ops.aten.addr.default(st, a, b)
    addr_2: "f32[5, 4][4, 1]" = torch.ops.aten.addr.default(sx, a, b)
    addr_3: "f64[5, 4][4, 1]" = torch.ops.aten.addr.default(sz, a, b)
    addr_4: "b8[5, 4][4, 1]" = torch.ops.aten.addr.default(sb, ab, bb)
    addr_5: "i64[5, 4][4, 1]" = torch.ops.aten.addr.default(sb, al, bb, beta = 2, alpha = 3)
    addr_6: "f64[5, 4][4, 1]" = torch.ops.aten.addr.default(b, a, bd)
    addr_7: "f32[5, 4][4, 1]" = torch.ops.aten.addr.default(sr, ah, b)
    addr_8: "f32[5, 4][4, 1]" = torch.ops.aten.addr.default(s0, a, b, beta = 0)
    addr_: "f32[5, 4][1, 5]" = torch.ops.aten.addr_.default(o, a, b)
    addbmm: "f32[5, 4][4, 1]" = torch.ops.aten.addbmm.default(sr, b1, b2)
    addbmm_1: "f32[5, 4][4, 1]" = torch.ops.aten.addbmm.default(s4, t1, t2, beta = 0.5, alpha = 2)
    addbmm_2: "f32[5, 4][4, 1]" = torch.ops.aten.addbmm.default(st, b1, b2)
    addbmm_3: "f32[5, 4][4, 1]" = torch.ops.aten.addbmm.default(s0, b1, t2)
    addbmm_4: "i64[5, 4][4, 1]" = torch.ops.aten.addbmm.default(lm, l1, l2, beta = 2)
    addbmm_5: "f32[5, 4][4, 1]" = torch.ops.aten.addbmm.default(sr, e1, e2, beta = 0.5)
    addbmm_6: "f32[5, 4][4, 1]" = torch.ops.aten.addbmm.default(sr, c1, c2)
    addbmm_7: "f16[5, 4][4, 1]" = torch.ops.aten.addbmm.default(hm, h1, h2)
    addbmm_: "f32[5, 4][1, 5]" = torch.ops.aten.addbmm_.default(oc, b1, b2)
    return (addmv, addmv_1, addmv_2, addmv_3, addmv_4, addmv_5, addmv_, addr, addr_1, addr_2, addr_3, addr_4, addr_5, addr_6, addr_7, addr_8, addr_, addbmm, addbmm_1, addbmm_2, addbmm_3, addbmm_4, addbmm_5, addbmm_6, addbmm_7, addbmm_)
