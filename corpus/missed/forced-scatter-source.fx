# reinplace campaign --find=forced: scatter-source
# the sound policy keeps add by scatter-source; forced, its rewrite is right (oracle and certificate)
# found from seed 44219 (reinplace gen --seed=44219 --nodes=16); shrunk from 11 to 5 ops
# seen 5 times in 5 graphs (the pytorch policy rewrites 3 of them)
# sound: kept add: later slice_scatter_1 writes slice_scatter somewhere other than where it lives after the rewrite [scatter-source]
# forced: inplaced add -> add_.Tensor (--unsafe-force-rewrite=add:scatter-source)
# replay: reinplace opt --explain corpus/missed/forced-scatter-source.fx
# replay: reinplace opt --explain corpus/missed/forced-scatter-source.fx --unsafe-force-rewrite=add:scatter-source
# replay: reinplace check corpus/missed/forced-scatter-source.fx --unsafe-force-rewrite=add:scatter-source --certify
# oracle: sound --unsafe-force-rewrite=add:scatter-source => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(relu)
    add = torch.ops.aten.add.Tensor(slice, 0);  slice = None
    slice_scatter = torch.ops.aten.slice_scatter.default(add, add);  add = None
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(relu, slice_scatter);  relu = slice_scatter = None
    return slice_scatter_1
