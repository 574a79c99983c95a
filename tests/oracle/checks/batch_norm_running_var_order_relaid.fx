# Training batch norm with momentum 1 writes its batch variance into running_var, an input. In
# place, select_scatter would relay batch norm's input (strides [12, 2, 6, 1] instead of
# [4, 2, 2, 1], neither contiguous nor channels-last), and ATen sums the statistics of such an
# input in an order its strides set: what it left in the input moved by an ulp (16377.149
# against 16377.148; found by campaign --oracle=both, seed 8964). The oracles' tolerance let
# that through; the sound policy now keeps select_scatter (batch norm's statistics follow its
# input's strides, layout_sensitivity.cpp), so the rewrite computes bit for bit what the
# program does.
# oracle: sound => equivalent
# oracle-both-trials: 20
def forward(self, x: "f32[1]", x_1: "f32[2, 2]", w: "f32[2, 6]", running_var: "f32[1]", full: "f32[1]", select_2: "f32[1, 2, 2]"):
    mm = torch.ops.aten.mm.default(x_1, w);  x_1 = w = None
    view = torch.ops.aten.view.default(mm, [1, -1, 3, 1, 2]);  mm = None
    permute = torch.ops.aten.permute.default(view, [2, 0, 3, 1, 4]);  view = None
    select_1 = torch.ops.aten.select.int(permute, 0, 0);  permute = None
    select_scatter = torch.ops.aten.select_scatter.default(select_1, select_2, 0, 0);  select_1 = select_2 = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(select_scatter, x, full, x, running_var, True, 1.0, 0.0);  x = full = running_var = None
    return select_scatter
