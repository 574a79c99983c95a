# As layout_as_strided_scatter_overwrites_all.fx, but as_strided has two rows and the scatter
# writes only the first: the second still reads position 0, clone's element in place, so mul
# stays.
# policy: sound
# expect: kept mul: in place the result would have offset 1 instead of 0, which as_strided depends on [layout-readers]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch at select_scatter_1
def forward(self, x: "f32[2]", index_select: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 1);  clone = None
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    as_strided = torch.ops.aten.as_strided.default(mul, [2, 1], [0, 0], 0);  mul = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(as_strided, index_select, 0, 0);  as_strided = index_select = None
    return select_scatter_1
