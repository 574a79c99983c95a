# Training batch norm with momentum 1 writes its batch variance into running_var, an input: the
# rewrite relays batch norm's input (select_scatter in place), and ATen sums the statistics in
# an order that follows that layout, so what it leaves in the input moves by an ulp
# (16377.149 against 16377.148). The reference finds the rewrite equivalent; ATen's runs agree
# within the oracles' tolerance, which is no disagreement. Found by campaign --oracle=both
# (seed 8964).
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
