# reinplace campaign --find=forced: returned-input
# the sound policy keeps add by returned-input; forced, its rewrite is right (oracle and certificate)
# found from seed 1893 (reinplace gen --seed=1893 --nodes=16); shrunk from 10 to 3 ops
# seen 48 times in 40 graphs (the pytorch policy rewrites 3 of them)
# sound: kept add: returned as_strided would share memory with input x [returned-input]
# forced: inplaced add -> add_.Tensor into input x (--unsafe-force-rewrite=add:returned-input)
# replay: reinplace opt --explain corpus/missed/forced-returned-input.fx
# replay: reinplace opt --explain corpus/missed/forced-returned-input.fx --unsafe-force-rewrite=add:returned-input
# replay: reinplace check corpus/missed/forced-returned-input.fx --unsafe-force-rewrite=add:returned-input --certify
# oracle: sound --unsafe-force-rewrite=add:returned-input => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    copy_ = torch.ops.aten.copy_.default(x, add);  x = None
    as_strided = torch.ops.aten.as_strided.default(add, [0, 0], [0, 0]);  add = None
    return as_strided
