# masked_scatter_transposed_self: torch.fx.passes.reinplace mis-compiles this, traced with torch 1.13.0a0
# (make_fx(functionalize(f)) of y = x.clone(); y.masked_scatter_(mask, source), x transposed)
# masked_scatter scatters into a contiguous clone of self, filling the masked elements in
# row-major order; masked_scatter_ fills them in self's memory order, column by column for the
# transposed clone, so the source's elements land elsewhere.
# oracle: pytorch => value-mismatch
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch
def forward(self, x_1: "f32[3, 4][1, 3]", mask_1: "b8[3, 4]", source_1: "f32[12]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    masked_scatter = torch.ops.aten.masked_scatter.default(clone, mask_1, source_1);  clone = mask_1 = source_1 = None
    return masked_scatter
