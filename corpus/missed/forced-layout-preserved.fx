# reinplace campaign --find=forced: layout-preserved
# the sound policy keeps index_add by layout-preserved; forced, its rewrite is right (oracle and certificate)
# found from seed 22589 (reinplace gen --seed=22589 --nodes=16); shrunk from 18 to 6 ops
# seen 2 times in 2 graphs (the pytorch policy rewrites 1 of them)
# sound: kept index_add: in place the result would have strides [1, 2] instead of [2, 1], which native_group_norm depends on [layout-preserved]
# forced: inplaced index_add -> index_add_.default (--unsafe-force-rewrite=index_add:layout-preserved)
# replay: reinplace opt --explain corpus/missed/forced-layout-preserved.fx
# replay: reinplace opt --explain corpus/missed/forced-layout-preserved.fx --unsafe-force-rewrite=index_add:layout-preserved
# replay: reinplace check corpus/missed/forced-layout-preserved.fx --unsafe-force-rewrite=index_add:layout-preserved --certify
# oracle: sound --unsafe-force-rewrite=index_add:layout-preserved => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[2, 2][1, 2]", index_select: "f32[1, 1]", arange_1: "i64[1]", arange: "i64[1]"):
    index_fill = torch.ops.aten.index_fill.int_Scalar(x, 0, arange, 0);  x = arange = None
    index_add = torch.ops.aten.index_add.default(index_fill, 0, arange_1, index_select);  index_fill = arange_1 = index_select = None
    add = torch.ops.aten.add.Tensor(index_add, index_add);  index_add = None
    select = torch.ops.aten.select.int(add, 0, 0)
    clone = torch.ops.aten.clone.default(add, memory_format = torch.contiguous_format);  add = None
    native_group_norm = torch.ops.aten.native_group_norm.default(clone, None, select, 2, 2, 1, 1, 0.0);  clone = select = None
    getitem = native_group_norm[2];  native_group_norm = None
    return getitem
