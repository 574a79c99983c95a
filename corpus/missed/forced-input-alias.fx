# reinplace campaign --find=forced: input-alias
# the sound policy keeps slice_scatter by input-alias; forced, its rewrite is right (oracle and certificate)
# found from seed 534 (reinplace gen --seed=534 --nodes=16); shrunk from 17 to 2 ops
# seen 277 times in 265 graphs (the pytorch policy rewrites 0 of them)
# sound: kept slice_scatter: self x aliases input x, and no later copy_ overwrites all of it [input-alias]
# forced: removed slice_scatter: its source slice already sits where it writes (--unsafe-force-rewrite=slice_scatter:input-alias)
# replay: reinplace opt --explain corpus/missed/forced-input-alias.fx
# replay: reinplace opt --explain corpus/missed/forced-input-alias.fx --unsafe-force-rewrite=slice_scatter:input-alias
# replay: reinplace check corpus/missed/forced-input-alias.fx --unsafe-force-rewrite=slice_scatter:input-alias --certify
# oracle: sound --unsafe-force-rewrite=slice_scatter:input-alias => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]", slice: "f32[0]", arange: "i64[1]"):
    slice_scatter = torch.ops.aten.slice_scatter.default(x, slice, 0, 1);  x = slice = None
    index_select = torch.ops.aten.index_select.default(slice_scatter, 0, arange);  slice_scatter = arange = None
    return index_select
