# select_scatter_2 writes clone_1 into the row of select_scatter that select_scatter wrote
# select into. In the program clone_1 is a copy of select_scatter_1 (select with mul_1 in it), a
# new value; once select_scatter_1 lives in clone, clone_1 reads clone, a clone of select, and
# the chain of clones looked like "writes what its base wrote". Written in place, the dead
# scatter would change select_scatter, which is returned. Every value on the chain must hold the
# program's value: clone holds a moved one. Found by a sound campaign (40 nodes).
# policy: sound
# expect: scatter select_scatter_1 -> select_int = select.int + copy__default = copy_
# expect: kept select_scatter_2: self select_scatter is used later by output [later-use]
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x: "f32[2, 2]", mul_1: "f32[]", select: "f32[2]"):
    select_scatter = torch.ops.aten.select_scatter.default(x, select, 0, 1);  x = None
    clone = torch.ops.aten.clone.default(select);  select = None
    select_1 = torch.ops.aten.select.int(clone, 0, 0)
    select_scatter_1 = torch.ops.aten.select_scatter.default(clone, mul_1, 0, 0);  clone = mul_1 = None
    clone_1 = torch.ops.aten.clone.default(select_scatter_1);  select_scatter_1 = None
    select_scatter_2 = torch.ops.aten.select_scatter.default(select_scatter, clone_1, 0, 1);  clone_1 = None
    return select_scatter
