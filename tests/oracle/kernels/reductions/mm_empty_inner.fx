# Matrix products over an empty inner dimension: mm gives zeros, addmm beta * self. The
# reference gemm once indexed its empty packed operands here (a UBSan report fuzz_pipeline found).
def forward(self, a: "f32[3, 0]", b: "f32[0, 4]", c: "f32[3, 4]"):
    mm: "f32[3, 4]" = torch.ops.aten.mm.default(a, b)
    addmm: "f32[3, 4]" = torch.ops.aten.addmm.default(c, a, b, beta = 2)
    return (mm, addmm)
