# reinplace campaign --find=forced: scatter-source
# the sound policy keeps slice_scatter by scatter-source; forced, its rewrite is right (oracle and certificate)
# found from seed 6391 (reinplace gen --seed=6391 --nodes=16); shrunk from 16 to 5 ops
# seen 113 times in 113 graphs (the pytorch policy rewrites 6 of them)
# sound: kept slice_scatter: later slice_scatter_1 writes slice, which holds the value from before slice_scatter [scatter-source]
# forced: scatter slice_scatter -> slice_tensor = slice.Tensor + copy__default = copy_ (--unsafe-force-rewrite=slice_scatter:scatter-source)
# replay: reinplace opt --explain corpus/missed/forced-scatter-source.fx
# replay: reinplace opt --explain corpus/missed/forced-scatter-source.fx --unsafe-force-rewrite=slice_scatter:scatter-source
# replay: reinplace check corpus/missed/forced-scatter-source.fx --unsafe-force-rewrite=slice_scatter:scatter-source --certify
# oracle: sound --unsafe-force-rewrite=slice_scatter:scatter-source => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]", add: "f32[0]", arange: "i64[1]"):
    index_select = torch.ops.aten.index_select.default(x, 0, arange);  x = arange = None
    slice = torch.ops.aten.slice.Tensor(index_select, 0, 1)
    slice_scatter = torch.ops.aten.slice_scatter.default(index_select, add, 0, 1);  add = None
    clone = torch.ops.aten.clone.default(slice_scatter);  slice_scatter = None
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(index_select, slice, 0, 1);  index_select = slice = None
    return (slice_scatter_1, clone)
