# reinplace campaign --find=missed: view-inverse-metadata
# the sound policy keeps add by view-inverse-metadata; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 2840 (reinplace gen --seed=2840 --nodes=16); shrunk from 12 to 6 ops
# seen 660 times in 643 graphs (660 after a rewrite only the sound policy takes; 239 where the sound policy saves fewer bytes than the pytorch policy)
# sound: kept add: later select_scatter_1 writes f32[][]@1 of select, which matches no alias of self x [view-inverse-metadata]
# pytorch: inplaced add -> add_.Tensor
# replay: reinplace opt --explain corpus/missed/view-inverse-metadata.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/view-inverse-metadata.fx --policy=pytorch
# replay: reinplace check corpus/missed/view-inverse-metadata.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[2, 1]", select_2: "f32[]"):
    select = torch.ops.aten.select.int(x, 0, 1)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(x, mul, 0, 1)
    add = torch.ops.aten.add.Tensor(select_scatter, 0);  select_scatter = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(mul, select_2, 0, 0);  mul = select_2 = None
    copy_ = torch.ops.aten.copy_.default(x, add);  x = add = None
    return select_scatter_1
