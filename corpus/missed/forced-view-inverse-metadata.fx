# reinplace campaign --find=forced: view-inverse-metadata
# the sound policy keeps add_1 by view-inverse-metadata; forced, its rewrite is right (oracle and certificate)
# found from seed 824 (reinplace gen --seed=824 --nodes=16); shrunk from 9 to 3 ops
# seen 65 times in 64 graphs (the pytorch policy rewrites 26 of them)
# sound: kept add_1: later slice_scatter writes f32[1][1] of select_scatter, which matches no alias of self select_scatter [view-inverse-metadata]
# forced: inplaced add_1 -> add_.Tensor (--unsafe-force-rewrite=add_1:view-inverse-metadata)
# replay: reinplace opt --explain corpus/missed/forced-view-inverse-metadata.fx
# replay: reinplace opt --explain corpus/missed/forced-view-inverse-metadata.fx --unsafe-force-rewrite=add_1:view-inverse-metadata
# replay: reinplace check corpus/missed/forced-view-inverse-metadata.fx --unsafe-force-rewrite=add_1:view-inverse-metadata --certify
# oracle: sound --unsafe-force-rewrite=add_1:view-inverse-metadata => equivalent
# oracle: sound => equivalent
def forward(self, expand: "f32[1]", select: "f32[]"):
    select_scatter = torch.ops.aten.select_scatter.default(expand, select, 0, 0);  expand = select = None
    add_1 = torch.ops.aten.add.Tensor(select_scatter, 0)
    slice_scatter = torch.ops.aten.slice_scatter.default(select_scatter, add_1);  select_scatter = add_1 = None
    return slice_scatter
