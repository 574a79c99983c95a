# reinplace campaign --find=forced: argument-overlap
# the sound policy keeps select_scatter by argument-overlap; forced, its rewrite is right (oracle and certificate)
# found from seed 89 (reinplace gen --seed=89 --nodes=16); shrunk from 15 to 3 ops
# seen 1,211 times in 1,196 graphs (the pytorch policy rewrites 900 of them)
# sound: kept select_scatter: argument select_1 overlaps self clone [argument-overlap]
# forced: scatter select_scatter -> select_int = select.int + copy__default = copy_ (--unsafe-force-rewrite=select_scatter:argument-overlap)
# replay: reinplace opt --explain corpus/missed/forced-argument-overlap.fx
# replay: reinplace opt --explain corpus/missed/forced-argument-overlap.fx --unsafe-force-rewrite=select_scatter:argument-overlap
# replay: reinplace check corpus/missed/forced-argument-overlap.fx --unsafe-force-rewrite=select_scatter:argument-overlap --certify
# oracle: sound --unsafe-force-rewrite=select_scatter:argument-overlap => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select_1 = torch.ops.aten.select.int(clone, 0, 0)
    select_scatter = torch.ops.aten.select_scatter.default(clone, select_1, 0, 0);  clone = select_1 = None
    return select_scatter
