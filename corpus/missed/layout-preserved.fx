# reinplace campaign --find=missed: layout-preserved
# the sound policy keeps relu by layout-preserved; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 2674250 (reinplace gen --seed=2674250 --nodes=16); shrunk from 12 to 5 ops
# seen 1 times in 1 graphs (1 after a rewrite only the sound policy takes; 0 where the sound policy saves fewer bytes than the pytorch policy)
# sound: kept relu: in place the result would have strides [2, 2] instead of [1, 1], which addmm depends on [layout-preserved]
# pytorch: inplaced relu -> relu_.default
# replay: reinplace opt --explain corpus/missed/layout-preserved.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/layout-preserved.fx --policy=pytorch
# replay: reinplace check corpus/missed/layout-preserved.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1, 2]", select: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 1, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    addmm = torch.ops.aten.addmm.default(relu, relu, relu);  relu = None
    select_scatter = torch.ops.aten.select_scatter.default(addmm, select, 0, 0);  addmm = select = None
    return select_scatter
