# As scatter_overwritten_later_any_source.fx, but select_scatter writes its stale row select back
# into add itself, the memory mul writes all of in place: removed, select_scatter would live in
# add, which then holds mul's result, and select_scatter_1 would write w over one row of that. So
# mul is kept. torch 1.13's pass rewrites it and removes select_scatter: the other row of the
# returned select_scatter_1 comes out doubled.
# policy: sound
# expect: kept mul: later select_scatter writes select, which holds the value from before mul [scatter-source]
# oracle: sound => equivalent
# oracle: pytorch => value-mismatch
# oracle: sound --unsafe-skip-check=scatter-source => value-mismatch at select_scatter_1
def forward(self, x: "f32[2, 2]", w: "f32[2]"):
    add = torch.ops.aten.add.Tensor(x, 0);  x = None
    select = torch.ops.aten.select.int(add, 0, 0)
    mul = torch.ops.aten.mul.Tensor(add, 2)
    select_scatter = torch.ops.aten.select_scatter.default(add, select, 0, 0);  add = select = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_scatter, w, 0, 0);  select_scatter = w = None
    return (mul, select_scatter_1)
