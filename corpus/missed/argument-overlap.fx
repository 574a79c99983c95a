# reinplace campaign --find=missed: argument-overlap
# the sound policy keeps select_scatter by argument-overlap; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 99 (reinplace gen --seed=99 --nodes=16); shrunk from 13 to 3 ops
# seen 809 times in 803 graphs (235 after a rewrite only the sound policy takes)
# sound: kept select_scatter: argument select_1 overlaps self clone [argument-overlap]
# pytorch: scatter select_scatter -> select_int = select.int + copy__default = copy_
# replay: reinplace opt --explain corpus/missed/argument-overlap.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/argument-overlap.fx --policy=pytorch
# replay: reinplace check corpus/missed/argument-overlap.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select_1 = torch.ops.aten.select.int(clone, 0, 0)
    select_scatter = torch.ops.aten.select_scatter.default(clone, select_1, 0, 0);  clone = select_1 = None
    return select_scatter
