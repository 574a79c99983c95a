# reinplace campaign --find=forced: input-alias
# the sound policy keeps select_scatter by input-alias; forced, its rewrite is right (oracle and certificate)
# found from seed 585 (reinplace gen --seed=585 --nodes=16); shrunk from 5 to 3 ops
# seen 159 times in 158 graphs (the pytorch policy rewrites 2 of them)
# sound: kept select_scatter: self x aliases input x, and no later copy_ overwrites all of it [input-alias]
# forced: scatter select_scatter -> select_int = select.int + copy__default = copy_ (--unsafe-force-rewrite=select_scatter:input-alias,argument-overlap)
# replay: reinplace opt --explain corpus/missed/forced-input-alias.fx
# replay: reinplace opt --explain corpus/missed/forced-input-alias.fx --unsafe-force-rewrite=select_scatter:input-alias,argument-overlap
# replay: reinplace check corpus/missed/forced-input-alias.fx --unsafe-force-rewrite=select_scatter:input-alias,argument-overlap --certify
# oracle: sound --unsafe-force-rewrite=select_scatter:input-alias,argument-overlap => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    select = torch.ops.aten.select.int(x, 0, 0)
    select_scatter = torch.ops.aten.select_scatter.default(x, select, 0, 0);  x = select = None
    add = torch.ops.aten.add.Tensor(select_scatter, 0);  select_scatter = None
    return add
