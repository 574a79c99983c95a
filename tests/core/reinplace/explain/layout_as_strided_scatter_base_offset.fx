# In place, mul_1 (element 1 of clone_1) has offset 1 where a fresh one has offset 0.
# as_strided_scatter clones its base (at offset 0, strides as empty_like lays them out) and
# addresses storage positions in that clone: the base's offset never reaches it, and its
# strides only through the clone's layout, which is the same here. mul_1 goes in place. Found
# by the missed-rewrite campaign (seed 603063).
# policy: sound
# expect: inplaced mul_1 -> mul_.Tensor (saves 4 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[2]", as_strided: "f32[1, 1][0, 1]"):
    clone_1 = torch.ops.aten.clone.default(x);  x = None
    select_1 = torch.ops.aten.select.int(clone_1, 0, 1);  clone_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(select_1, 0);  select_1 = None
    as_strided_scatter = torch.ops.aten.as_strided_scatter.default(mul_1, as_strided, [1, 1], [0, 0]);  as_strided = None
    return (as_strided_scatter, mul_1)
