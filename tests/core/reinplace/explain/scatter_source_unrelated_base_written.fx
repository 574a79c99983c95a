# As scatter_source_unrelated_in_place.fx, but select_scatter_1's base is the whole of clone,
# which mul writes: removed, the scatter would return mul's zeros in clone's first row, where the
# program returns clone's values from before mul. Upstream's pass does just that.
# policy: sound
# expect: kept mul: later select_scatter_1 writes select_1, which holds the value from before mul [scatter-source]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=scatter-source => value-mismatch at clone
# oracle: pytorch => value-mismatch at clone
def forward(self, x: "f32[2, 1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 2);  select = None
    select_1 = torch.ops.aten.select.int(clone, 0, 1)
    select_scatter_1 = torch.ops.aten.select_scatter.default(clone, select_1, 0, 1);  clone = select_1 = None
    neg = torch.ops.aten.neg.default(mul);  mul = None
    return (select_scatter_1, neg)
