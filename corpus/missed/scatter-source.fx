# reinplace campaign --find=missed: scatter-source
# the sound policy keeps mul by scatter-source; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 1977831 (reinplace gen --seed=1977831 --nodes=16); shrunk from 17 to 6 ops
# seen 4 times in 4 graphs (1 after a rewrite only the sound policy takes; 2 where the sound policy saves fewer bytes than the pytorch policy)
# sound: kept mul: later select_scatter_1 writes select_2, which holds the value from before mul [scatter-source]
# pytorch: inplaced mul -> mul_.Tensor
# replay: reinplace opt --explain corpus/missed/scatter-source.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/scatter-source.fx --policy=pytorch
# replay: reinplace check corpus/missed/scatter-source.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[2, 1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_1 = torch.ops.aten.select.int(clone, 0, 1);  clone = None
    select_2 = torch.ops.aten.select.int(select_1, 0, 0)
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_1, select_2, 0, 0);  select_1 = select_2 = None
    return (select_scatter_1, mul)
