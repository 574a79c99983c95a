# reinplace campaign --find=missed: layout-preserved
# the sound policy keeps relu by layout-preserved; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 41 (reinplace gen --seed=41 --nodes=16); shrunk from 10 to 3 ops
# seen 4,329 times in 4,102 graphs (875 after a rewrite only the sound policy takes)
# sound: kept relu: in place the result would have strides [0, 1] instead of [1, 1], which view depends on [layout-preserved]
# pytorch: inplaced relu -> relu_.default
# replay: reinplace opt --explain corpus/missed/layout-preserved.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/layout-preserved.fx --policy=pytorch
# replay: reinplace check corpus/missed/layout-preserved.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, as_strided: "f32[1, 1][0, 1]"):
    clone = torch.ops.aten.clone.default(as_strided);  as_strided = None
    relu = torch.ops.aten.relu.default(clone);  clone = None
    view = torch.ops.aten.view.default(relu, [1]);  relu = None
    return view
