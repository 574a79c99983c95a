# reinplace campaign --find=missed: argument-overlap
# the sound policy keeps lerp by argument-overlap; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 1385 (reinplace gen --seed=1385 --nodes=16); shrunk from 13 to 4 ops
# seen 198 times in 198 graphs (198 after a rewrite only the sound policy takes; 6 where the sound policy saves fewer bytes than the pytorch policy)
# sound: kept lerp: argument select overlaps self clone [argument-overlap]
# pytorch: inplaced lerp -> lerp_.Scalar
# replay: reinplace opt --explain corpus/missed/argument-overlap.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/argument-overlap.fx --policy=pytorch
# replay: reinplace check corpus/missed/argument-overlap.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    select_scatter = torch.ops.aten.select_scatter.default(clone, select, 0, 0);  clone = None
    lerp = torch.ops.aten.lerp.Scalar(select_scatter, select, 0.0);  select_scatter = select = None
    return lerp
