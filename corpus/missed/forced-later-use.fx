# reinplace campaign --find=forced: later-use
# the sound policy keeps slice_scatter by later-use; forced, its rewrite is right (oracle and certificate)
# found from seed 455 (reinplace gen --seed=455 --nodes=16); shrunk from 10 to 3 ops
# seen 2,263 times in 2,082 graphs (the pytorch policy rewrites 103 of them)
# sound: kept slice_scatter: self relu is used later by output [later-use]
# forced: scatter slice_scatter -> slice_tensor = slice.Tensor + copy__default = copy_ (--unsafe-force-rewrite=slice_scatter:later-use)
# replay: reinplace opt --explain corpus/missed/forced-later-use.fx
# replay: reinplace opt --explain corpus/missed/forced-later-use.fx --unsafe-force-rewrite=slice_scatter:later-use
# replay: reinplace check corpus/missed/forced-later-use.fx --unsafe-force-rewrite=slice_scatter:later-use --certify
# oracle: sound --unsafe-force-rewrite=slice_scatter:later-use => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]", slice: "f32[0]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    slice_scatter = torch.ops.aten.slice_scatter.default(relu, slice, 0, 1);  slice = None
    add_1 = torch.ops.aten.add.Tensor(slice_scatter, 0);  slice_scatter = None
    return (add_1, relu)
