# reinplace campaign --find=forced: later-use
# the sound policy keeps select_scatter by later-use; forced, its rewrite is right (oracle and certificate)
# found from seed 18 (reinplace gen --seed=18 --nodes=16); shrunk from 14 to 4 ops
# seen 1,368 times in 1,277 graphs (the pytorch policy rewrites 4 of them)
# sound: kept select_scatter: alias select is used later by add [later-use]
# forced: scatter select_scatter -> select_int = select.int + copy__default = copy_ (--unsafe-force-rewrite=select_scatter:later-use)
# replay: reinplace opt --explain corpus/missed/forced-later-use.fx
# replay: reinplace opt --explain corpus/missed/forced-later-use.fx --unsafe-force-rewrite=select_scatter:later-use
# replay: reinplace check corpus/missed/forced-later-use.fx --unsafe-force-rewrite=select_scatter:later-use --certify
# oracle: sound --unsafe-force-rewrite=select_scatter:later-use => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[2]", mul: "f32[]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    select_scatter = torch.ops.aten.select_scatter.default(clone, mul, 0, 1);  clone = mul = None
    add = torch.ops.aten.add.Tensor(select, select_scatter);  select = select_scatter = None
    return add
