# reinplace campaign --find=missed: scatter-source
# the sound policy keeps add_1 by scatter-source; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 31139 (reinplace gen --seed=31139 --nodes=16); shrunk from 9 to 5 ops
# seen 24 times in 15 graphs (4 after a rewrite only the sound policy takes; 16 where the sound policy saves fewer bytes than the pytorch policy)
# sound: kept add_1: later select_scatter writes select, which holds the value from before add_1 [scatter-source]
# pytorch: inplaced add_1 -> add_.Tensor
# replay: reinplace opt --explain corpus/missed/scatter-source.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/scatter-source.fx --policy=pytorch
# replay: reinplace check corpus/missed/scatter-source.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1, 1]", select_1: "f32[1]"):
    add = torch.ops.aten.add.Tensor(x, 0);  x = None
    select = torch.ops.aten.select.int(add, 0, 0)
    add_1 = torch.ops.aten.add.Tensor(add, 0);  add = None
    select_scatter = torch.ops.aten.select_scatter.default(add_1, select, 0, 0);  add_1 = select = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_scatter, select_1, 0, 0);  select_scatter = select_1 = None
    return select_scatter_1
