# reinplace campaign --find=missed: layout-preserved
# the sound policy keeps cumsum by layout-preserved; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 89211 (reinplace gen --seed=89211 --nodes=16); shrunk from 17 to 8 ops
# seen 5 times in 5 graphs (0 after a rewrite only the sound policy takes; 5 where the sound policy saves fewer bytes than the pytorch policy)
# sound: kept cumsum: in place the result would have strides [1, 2] instead of [2, 1], which as_strided depends on [layout-preserved]
# pytorch: inplaced cumsum -> cumsum_.default
# replay: reinplace opt --explain corpus/missed/layout-preserved.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/layout-preserved.fx --policy=pytorch
# replay: reinplace check corpus/missed/layout-preserved.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[2, 2][1, 2]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    cumsum = torch.ops.aten.cumsum.default(add, 0);  add = None
    as_strided = torch.ops.aten.as_strided.default(cumsum, [1, 3], [0, 1]);  cumsum = None
    expand = torch.ops.aten.expand.default(as_strided, [1, 3, -1]);  as_strided = None
    select = torch.ops.aten.select.int(expand, 0, 0)
    select_1 = torch.ops.aten.select.int(select, 0, 0)
    select_2 = torch.ops.aten.select.int(select, 0, 0);  select = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(expand, None, None, select_1, select_2, True, 0.0, 0.0);  expand = select_1 = select_2 = None
    return x
