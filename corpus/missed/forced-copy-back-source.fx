# reinplace campaign --find=forced: copy-back-source
# the sound policy keeps add by copy-back-source; forced, its rewrite is right (oracle and certificate)
# found from seed 8479 (reinplace gen --seed=8479 --nodes=16); shrunk from 9 to 3 ops
# seen 11 times in 10 graphs (the pytorch policy rewrites 2 of them)
# sound: kept add: in place, copy_ would copy getitem onto memory of x that it may share [copy-back-source]
# forced: inplaced add -> add_.Tensor into input x (--unsafe-force-rewrite=add:copy-back-source)
# replay: reinplace opt --explain corpus/missed/forced-copy-back-source.fx
# replay: reinplace opt --explain corpus/missed/forced-copy-back-source.fx --unsafe-force-rewrite=add:copy-back-source
# replay: reinplace check corpus/missed/forced-copy-back-source.fx --unsafe-force-rewrite=add:copy-back-source --certify
# oracle: sound --unsafe-force-rewrite=add:copy-back-source => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    split = torch.ops.aten.split.Tensor(add, 1);  add = None
    getitem = split[0];  split = None
    copy_ = torch.ops.aten.copy_.default(x, getitem);  x = getitem = None
    return copy_
