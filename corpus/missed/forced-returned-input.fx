# reinplace campaign --find=forced: returned-input
# the sound policy keeps add by returned-input; forced, its rewrite is right (oracle and certificate)
# found from seed 2892 (reinplace gen --seed=2892 --nodes=16); shrunk from 13 to 3 ops
# seen 81 times in 65 graphs (the pytorch policy rewrites 0 of them)
# sound: kept add: returned slice would share memory with input x [returned-input]
# forced: inplaced add -> add_.Tensor into input x (--unsafe-force-rewrite=add:returned-input)
# replay: reinplace opt --explain corpus/missed/forced-returned-input.fx
# replay: reinplace opt --explain corpus/missed/forced-returned-input.fx --unsafe-force-rewrite=add:returned-input
# replay: reinplace check corpus/missed/forced-returned-input.fx --unsafe-force-rewrite=add:returned-input --certify
# oracle: sound --unsafe-force-rewrite=add:returned-input => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    copy_ = torch.ops.aten.copy_.default(x, add);  x = None
    slice = torch.ops.aten.slice.Tensor(add, 0, 1);  add = None
    return slice
