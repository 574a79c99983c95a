# reinplace campaign --find=missed: distinct-outputs
# the sound policy keeps slice_scatter_1 by distinct-outputs; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 44170 (reinplace gen --seed=44170 --nodes=16); shrunk from 15 to 4 ops
# seen 13 times in 13 graphs (13 after a rewrite only the sound policy takes; 0 where the sound policy saves fewer bytes than the pytorch policy)
# sound: kept slice_scatter_1: returned slice_scatter_1 would share memory with returned select [distinct-outputs]
# pytorch: scatter slice_scatter_1 -> slice_tensor = slice.Tensor + copy__default = copy_
# replay: reinplace opt --explain corpus/missed/distinct-outputs.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/distinct-outputs.fx --policy=pytorch
# replay: reinplace check corpus/missed/distinct-outputs.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]", slice: "f32[0]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    slice_scatter = torch.ops.aten.slice_scatter.default(clone, slice, 0, None, 0);  clone = None
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(slice_scatter, slice, 0, None, 0);  slice_scatter = slice = None
    return (slice_scatter_1, select)
