# torch's pass writes the select_scatter into expand, an expand of a one-element clone, so the
# training batch norm's running_mean is a stride-0 view: both channels write one element. Its
# input is transposed, so ATen walks the channels one at a time in its threads' order (one
# thread: in order) and the reference in an order it draws; the element keeps the statistic of
# whichever channel came last, and --oracle=both compared the two orders' results (2.50 against
# 3.32). Where a walked norm's stats share memory with themselves or with what it reads, the
# order shows, and the stats are now a draw (compared by layout only under both oracles). Found
# by campaign --policy=pytorch --oracle=both --nodes=40 (seed 64722, 1 of 10,000), shrunk from
# 56 ops.
# oracle: sound => equivalent
def forward(self, x: "f32[2, 2][1, 2]", running_mean: "f32[1]", full: "f32[2]"):
    clone = torch.ops.aten.clone.default(running_mean);  running_mean = None
    expand = torch.ops.aten.expand.default(clone, [2, 1]);  clone = None
    select = torch.ops.aten.select.int(expand, 0, 0)
    add = torch.ops.aten.add.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(expand, add, 0, 0);  expand = add = None
    select_3 = torch.ops.aten.select.int(select_scatter, 1, 0);  select_scatter = None
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(x, None, None, select_3, full, True, 1.0, 0.0);  select_3 = full = None
    return x
