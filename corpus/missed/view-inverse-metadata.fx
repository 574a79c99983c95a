# reinplace campaign --find=missed: view-inverse-metadata
# the sound policy keeps mul by view-inverse-metadata; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 1103 (reinplace gen --seed=1103 --nodes=16); shrunk from 20 to 5 ops
# seen 95 times in 93 graphs (95 after a rewrite only the sound policy takes)
# sound: kept mul: later select_scatter writes f32[][]@1 of z, which matches no alias of self select [view-inverse-metadata]
# pytorch: inplaced mul -> mul_.Tensor
# replay: reinplace opt --explain corpus/missed/view-inverse-metadata.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/view-inverse-metadata.fx --policy=pytorch
# replay: reinplace check corpus/missed/view-inverse-metadata.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, z: "f32[1][1]@1"):
    add = torch.ops.aten.add.Tensor(z, 0)
    select = torch.ops.aten.select.int(add, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(add, mul, 0, 0);  add = mul = None
    copy_ = torch.ops.aten.copy_.default(z, select_scatter);  z = None
    return select_scatter
