# select_scatter writes row 0 of clone with row 0 of clone: it writes nothing, so select_1's
# later read by mul sees what it saw before, and the scatter is removed.
# policy: sound
# expect: removed select_scatter: its source select_1 already sits where it writes
# oracle: sound => equivalent
def forward(self, x: "f32[2, 3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select_1 = torch.ops.aten.select.int(clone, 0, 0)
    select_scatter = torch.ops.aten.select_scatter.default(clone, select_1, 0, 0);  clone = None
    mul = torch.ops.aten.mul.Tensor(select_1, select_scatter);  select_1 = select_scatter = None
    return mul
