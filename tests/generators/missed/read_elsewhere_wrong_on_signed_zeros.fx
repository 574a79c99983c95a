# masked_fill puts 0 where select is not 0 and keeps select's own zeros, -0 included; in place it
# is transposed, and as_strided reads storage positions 0 and 1: element (1, 0) instead of
# (0, 1). The values differ only in a zero's sign, where select holds -0 at one of the two and
# not at the other: 3 special-valued input sets in 100 show it, the usual ten none. The missed
# search's dictionary input sets (signed zeros and ones) show it, so the pytorch policy's rewrite
# counts as wrong and the sound policy's keep as no miss. Found by the missed-rewrite campaign
# (seed 691604), which counted it as a miss before.
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[2, 2][1, 2]", select: "f32[2, 2]"):
    expand = torch.ops.aten.expand.default(x, [1, -1, -1]);  x = None
    select_scatter = torch.ops.aten.select_scatter.default(expand, select, 0, 0);  expand = None
    ne = torch.ops.aten.ne.Scalar(select, 0);  select = None
    masked_fill = torch.ops.aten.masked_fill.Scalar(select_scatter, ne, 0);  select_scatter = None
    addcmul = torch.ops.aten.addcmul.default(masked_fill, masked_fill, ne);  masked_fill = ne = None
    as_strided = torch.ops.aten.as_strided.default(addcmul, [1, 2], [0, 1]);  addcmul = None
    return as_strided
