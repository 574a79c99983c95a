# select_scatter writes row 0 of clone from row 1 of clone: the source is a view of self, but
# not of the part the scatter writes, so `select(clone, 0, 0).copy_(select_1)` reads nothing it
# writes.
# policy: sound
# expect: scatter select_scatter -> select_int = select.int + copy__default = copy_
# oracle: sound => equivalent
def forward(self, x: "f32[2, 3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select_1 = torch.ops.aten.select.int(clone, 0, 1)
    select_scatter = torch.ops.aten.select_scatter.default(clone, select_1, 0, 0);  clone = select_1 = None
    return select_scatter
