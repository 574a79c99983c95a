# renorm: the p-norm of every slice along dim in torch's order (p read as a float): p = 2 over one
# contiguous reduced dim of floats in eight fused lanes and a tail (the 37 elements of a row:
# 32 in lanes, 4 squared and added, 1 fused), otherwise one fused accumulator walking the
# reduced dims by self's strides (transposed, channels-last, expanded, offset selves); p = 1,
# 3, 0.5, inf; f64 in double, f16 and bf16 through a float copy with the factor rounded to
# their dtype; maxnorm 0, and one no slice exceeds; renorm_ into a strided self.
def forward(self, x: "f32[3, 4, 5]", t: "f32[5, 4, 3][1, 5, 20]", c: "f32[2, 3, 4, 5][60, 1, 15, 3]", w: "f32[3, 37]", wt: "f32[37, 3][1, 37]", e: "f32[3, 1, 5][5, 0, 1]", f: "f32[3, 4, 5][20, 5, 1]@7", d: "f64[3, 4, 5]", h: "f16[3, 4, 5]", g: "bf16[3, 37]", o: "f32[4, 6][1, 8]@2"):
    renorm = torch.ops.aten.renorm.default(x, 2, 0, 1.0)
    renorm_1 = torch.ops.aten.renorm.default(x, 2, 1, 1.0)
    renorm_2 = torch.ops.aten.renorm.default(x, 2, -1, 1.0)
    renorm_3 = torch.ops.aten.renorm.default(t, 2, 0, 1.0)
    renorm_4 = torch.ops.aten.renorm.default(c, 2, 1, 1.0)
    renorm_5 = torch.ops.aten.renorm.default(w, 2, 0, 1.0)
    renorm_6 = torch.ops.aten.renorm.default(wt, 2, 1, 1.0)
    expand = torch.ops.aten.expand.default(e, [3, 4, 5])
    renorm_7 = torch.ops.aten.renorm.default(expand, 2, 0, 1.0)
    renorm_8 = torch.ops.aten.renorm.default(f, 2, 2, 1.0)
    renorm_9 = torch.ops.aten.renorm.default(x, 1, 1, 2.5)
    renorm_10 = torch.ops.aten.renorm.default(x, 3, 0, 1.0)
    renorm_11 = torch.ops.aten.renorm.default(x, 0.5, 2, 4.0)
    renorm_12 = torch.ops.aten.renorm.default(x, inf, 0, 1.0)
    renorm_13 = torch.ops.aten.renorm.default(w, 2.5, 0, 3.0)
    renorm_14 = torch.ops.aten.renorm.default(d, 2, 0, 1.0)
    renorm_15 = torch.ops.aten.renorm.default(d, 3, 1, 1.0)
    renorm_16 = torch.ops.aten.renorm.default(h, 2, 0, 1.0)
    renorm_17 = torch.ops.aten.renorm.default(h, 1, 1, 1.0)
    renorm_18 = torch.ops.aten.renorm.default(g, 2, 0, 1.0)
    renorm_19 = torch.ops.aten.renorm.default(x, 2, 0, 0)
    renorm_20 = torch.ops.aten.renorm.default(x, 2, 1, 1000.0)
    renorm_ = torch.ops.aten.renorm_.default(o, 2, 1, 1.5)
    return (renorm, renorm_1, renorm_2, renorm_3, renorm_4, renorm_5, renorm_6, renorm_7, renorm_8, renorm_9, renorm_10, renorm_11, renorm_12, renorm_13, renorm_14, renorm_15, renorm_16, renorm_17, renorm_18, renorm_19, renorm_20, renorm_, o)
