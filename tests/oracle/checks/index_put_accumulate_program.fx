# `x = x.clone(); x.index_put_((idx,), y, accumulate=True); x[0] += 1` traced by
# tools/torch_export.py function (make_fx of functionalize). Its index input was drawn in
# [-10, 10] (index_put was not among the index positions the oracle knows) and fell outside the 6
# rows: both oracles raised at index_put. In the rewrite, where index_put_ writes into clone in
# place, ATen had added the rows before the bad index when it raised and the reference had not,
# and --oracle=both compared clone's half-written values: an oracle-disagreement at clone. The
# indices are now drawn in range, and what a node both oracles raise at wrote in place is no
# longer compared.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x_1: "f32[6, 3]", idx_1: "i64[4]", y_1: "f32[4, 3]"):
    clone: "f32[6, 3][3, 1]" = torch.ops.aten.clone.default(x_1);  x_1 = None
    index_put: "f32[6, 3][3, 1]" = torch.ops.aten.index_put.default(clone, [idx_1], y_1, True);  clone = idx_1 = y_1 = None
    select: "f32[3][1]" = torch.ops.aten.select.int(index_put, 0, 0)
    select_1: "f32[3][1]" = torch.ops.aten.select.int(index_put, 0, 0)
    add: "f32[3][1]" = torch.ops.aten.add.Tensor(select_1, 1);  select_1 = None
    select_2: "f32[3][1]" = torch.ops.aten.select.int(index_put, 0, 0)
    select_scatter: "f32[6, 3][3, 1]" = torch.ops.aten.select_scatter.default(index_put, add, 0, 0);  index_put = None
    select_3: "f32[3][1]" = torch.ops.aten.select.int(select_scatter, 0, 0)
    select_scatter_1: "f32[6, 3][3, 1]" = torch.ops.aten.select_scatter.default(select_scatter, add, 0, 0);  select_scatter = add = None
    return select_scatter_1
