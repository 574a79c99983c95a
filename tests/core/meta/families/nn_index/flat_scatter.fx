# masked_scatter allocates a contiguous tensor of self and mask broadcast (a transposed self or
# mask, a mask of more dims, a u8 mask), in self's dtype; masked_scatter_ keeps self's layout.
# put clones self preserving its layout (transposed stays transposed, a strided or expanded self
# becomes dense), any index shape of source's element count; put_ keeps self's layout.
def forward(self, x: "f32[3, 4]", t: "f32[3, 4][1, 3]", m: "b8[3, 4]", mt: "b8[3, 4][1, 3]", mr: "b8[4]", m3: "b8[2, 3, 4]", mu: "u8[3, 4]", s: "f32[24]", r: "f32[4]", h: "f16[3, 4]", hs: "f16[12]", i: "i64[5]", i2: "i64[5, 1]", src: "f32[5]", src2: "f32[1, 5]", xs: "f32[3, 4][8, 2]@1", e: "f32[1, 4][0, 1]", b: "b8[3, 4]", bs: "b8[5]", ie: "i64[0]", se: "f32[0]", z: "f32[0, 4]", o: "f32[3, 4][1, 3]", p: "f32[3, 4][1, 3]"):
    masked_scatter: "f32[3, 4][4, 1]" = torch.ops.aten.masked_scatter.default(x, m, s)
    masked_scatter_1: "f32[3, 4][4, 1]" = torch.ops.aten.masked_scatter.default(t, mt, s)
    masked_scatter_2: "f32[3, 4][4, 1]" = torch.ops.aten.masked_scatter.default(r, m, s)
    masked_scatter_3: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.masked_scatter.default(x, m3, s)
    masked_scatter_4: "f32[3, 4][4, 1]" = torch.ops.aten.masked_scatter.default(t, mu, s)
    masked_scatter_5: "f16[3, 4][4, 1]" = torch.ops.aten.masked_scatter.default(h, mr, hs)
    masked_scatter_: "f32[3, 4][1, 3]" = torch.ops.aten.masked_scatter_.default(o, mr, s)
    put: "f32[3, 4][4, 1]" = torch.ops.aten.put.default(x, i, src)
    put_1: "f32[3, 4][1, 3]" = torch.ops.aten.put.default(t, i2, src, True)
    put_2: "f32[3, 4][4, 1]" = torch.ops.aten.put.default(xs, i, src2)
    expand: "f32[3, 4][0, 1]" = torch.ops.aten.expand.default(e, [3, 4])
    put_3: "f32[3, 4][4, 1]" = torch.ops.aten.put.default(expand, i, src, accumulate = True)
    put_4: "b8[3, 4][4, 1]" = torch.ops.aten.put.default(b, i, bs)
    put_5: "f32[0, 4][4, 1]" = torch.ops.aten.put.default(z, ie, se)
    put_: "f32[3, 4][1, 3]" = torch.ops.aten.put_.default(p, i, src)
    return (masked_scatter, masked_scatter_1, masked_scatter_2, masked_scatter_3, masked_scatter_4, masked_scatter_5, masked_scatter_, put, put_1, put_2, put_3, put_4, put_5, put_)
