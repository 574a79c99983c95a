# renorm allocates a contiguous tensor of self's shape and dtype whatever self's layout
# (transposed, channels-last, expanded, offset, empty), f64, f16 and bf16 included, for any p
# and maxnorm; renorm_ keeps self's layout.
def forward(self, x: "f32[3, 4, 5]", t: "f32[5, 4, 3][1, 5, 20]", c: "f32[2, 3, 4, 5][60, 1, 15, 3]", e: "f32[3, 1, 5][5, 0, 1]", f: "f32[3, 4, 5][20, 5, 1]@7", d: "f64[3, 4]", h: "f16[3, 4]", g: "bf16[3, 4]", z: "f32[3, 0, 5]", o: "f32[4, 6][1, 8]@2"):
    renorm: "f32[3, 4, 5][20, 5, 1]" = torch.ops.aten.renorm.default(x, 2, 0, 1.0)
    renorm_1: "f32[5, 4, 3][12, 3, 1]" = torch.ops.aten.renorm.default(t, 1, -1, 2)
    renorm_2: "f32[2, 3, 4, 5][60, 20, 5, 1]" = torch.ops.aten.renorm.default(c, 3, 1, 0)
    expand: "f32[3, 4, 5][5, 0, 1]" = torch.ops.aten.expand.default(e, [3, 4, 5])
    renorm_3: "f32[3, 4, 5][20, 5, 1]" = torch.ops.aten.renorm.default(expand, inf, 0, 1.0)
    renorm_4: "f32[3, 4, 5][20, 5, 1]" = torch.ops.aten.renorm.default(f, 0.5, 2, 1.0)
    renorm_5: "f64[3, 4][4, 1]" = torch.ops.aten.renorm.default(d, 2, 0, 1.0)
    renorm_6: "f16[3, 4][4, 1]" = torch.ops.aten.renorm.default(h, 2, 1, 1.0)
    renorm_7: "bf16[3, 4][4, 1]" = torch.ops.aten.renorm.default(g, 2, 0, 1.0)
    renorm_8: "f32[3, 0, 5][5, 5, 1]" = torch.ops.aten.renorm.default(z, 2, 0, 1.0)
    renorm_9: "f32[3, 0, 5][5, 5, 1]" = torch.ops.aten.renorm.default(z, inf, 1, 1.0)
    renorm_: "f32[4, 6][1, 8]@2" = torch.ops.aten.renorm_.default(o, 2, 1, 1.5)
    return (renorm, renorm_1, renorm_2, renorm_3, renorm_4, renorm_5, renorm_6, renorm_7, renorm_8, renorm_9, renorm_)
