# reinplace campaign --find=forced: copy-back-value
# the sound policy keeps add by copy-back-value; forced, its rewrite is right (oracle and certificate)
# found from seed 249 (reinplace gen --seed=249 --nodes=16); shrunk from 12 to 3 ops
# seen 510 times in 440 graphs (the pytorch policy rewrites 0 of them)
# sound: kept add: add would live in input x, which copy__1 overwrites while it reads it [copy-back-value]
# forced: inplaced add -> add_.Tensor into input x (--unsafe-force-rewrite=add:copy-back-value)
# replay: reinplace opt --explain corpus/missed/forced-copy-back-value.fx
# replay: reinplace opt --explain corpus/missed/forced-copy-back-value.fx --unsafe-force-rewrite=add:copy-back-value
# replay: reinplace check corpus/missed/forced-copy-back-value.fx --unsafe-force-rewrite=add:copy-back-value --certify
# oracle: sound --unsafe-force-rewrite=add:copy-back-value => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    copy_ = torch.ops.aten.copy_.default(x, add)
    copy__1 = torch.ops.aten.copy_.default(x, add);  x = add = None
    return copy__1
