# reinplace campaign --find=forced: internal-overlap
# the sound policy keeps add_2 by internal-overlap; forced, its rewrite is right (oracle and certificate)
# found from seed 577 (reinplace gen --seed=577 --nodes=16); shrunk from 11 to 4 ops
# seen 232 times in 227 graphs (the pytorch policy rewrites 215 of them)
# sound: kept add_2: self getitem f32[1] has internal overlap (could not be ruled out) [internal-overlap]
# forced: inplaced add_2 -> add_.Tensor (--unsafe-force-rewrite=add_2:internal-overlap,repeated-self,layout-preserved)
# replay: reinplace opt --explain corpus/missed/forced-internal-overlap.fx
# replay: reinplace opt --explain corpus/missed/forced-internal-overlap.fx --unsafe-force-rewrite=add_2:internal-overlap,repeated-self,layout-preserved
# replay: reinplace check corpus/missed/forced-internal-overlap.fx --unsafe-force-rewrite=add_2:internal-overlap,repeated-self,layout-preserved --certify
# oracle: sound --unsafe-force-rewrite=add_2:internal-overlap,repeated-self,layout-preserved => equivalent
# oracle: sound => equivalent
def forward(self, select: "f32[1]"):
    clone = torch.ops.aten.clone.default(select);  select = None
    add = torch.ops.aten.add.Tensor(clone, 0);  clone = None
    split = torch.ops.aten.split.Tensor(add, 1);  add = None
    getitem = split[0];  split = None
    add_2 = torch.ops.aten.add.Tensor(getitem, getitem);  getitem = None
    return add_2
