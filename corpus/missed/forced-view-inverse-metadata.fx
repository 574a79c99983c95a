# reinplace campaign --find=forced: view-inverse-metadata
# the sound policy keeps add by view-inverse-metadata; forced, its rewrite is right (oracle and certificate)
# found from seed 222 (reinplace gen --seed=222 --nodes=16); shrunk from 13 to 6 ops
# seen 103 times in 102 graphs (the pytorch policy rewrites 0 of them)
# sound: kept add: later select_scatter writes f32[][] of slice, which matches no alias of self select [view-inverse-metadata]
# forced: inplaced add -> add_.Tensor (--unsafe-force-rewrite=add:view-inverse-metadata)
# replay: reinplace opt --explain corpus/missed/forced-view-inverse-metadata.fx
# replay: reinplace opt --explain corpus/missed/forced-view-inverse-metadata.fx --unsafe-force-rewrite=add:view-inverse-metadata
# replay: reinplace check corpus/missed/forced-view-inverse-metadata.fx --unsafe-force-rewrite=add:view-inverse-metadata --certify
# oracle: sound --unsafe-force-rewrite=add:view-inverse-metadata => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    select = torch.ops.aten.select.int(relu, 0, 0)
    add = torch.ops.aten.add.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(relu, add, 0, 0);  relu = add = None
    return select_scatter
