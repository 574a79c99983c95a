# In place, mul lives in clone at offset 1, and as_strided, whose storage offset 0 is absolute,
# would read clone's element 0 instead of mul's. But select_scatter_1 writes index_select over
# all of as_strided: a scatter reads of its base only what its view does not cover, here
# nothing, so mul goes in place. Found by the missed-rewrite campaign (seed 5662388);
# layout_as_strided_scatter_overwrites_part.fx leaves a row read.
# policy: sound
# expect: inplaced mul -> mul_.Tensor
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x: "f32[2]", index_select: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 1);  clone = None
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    as_strided = torch.ops.aten.as_strided.default(mul, [1, 1], [0, 0], 0);  mul = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(as_strided, index_select, 0, 0);  as_strided = index_select = None
    return select_scatter_1
