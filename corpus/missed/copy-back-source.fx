# reinplace campaign --find=missed: copy-back-source
# the sound policy keeps add_1 by copy-back-source; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 488 (reinplace gen --seed=488 --nodes=16); shrunk from 5 to 4 ops
# seen 471 times in 431 graphs (471 after a rewrite only the sound policy takes; 69 where the sound policy saves fewer bytes than the pytorch policy)
# sound: kept add_1: in place, copy_ would copy add_1 onto memory of z that it partly shares [copy-back-source]
# pytorch: inplaced add_1 -> add_.Tensor
# replay: reinplace opt --explain corpus/missed/copy-back-source.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/copy-back-source.fx --policy=pytorch
# replay: reinplace check corpus/missed/copy-back-source.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, z: "f32[2, 2]"):
    add = torch.ops.aten.add.Tensor(z, 0)
    t = torch.ops.aten.t.default(add);  add = None
    add_1 = torch.ops.aten.add.Tensor(t, 0);  t = None
    copy_ = torch.ops.aten.copy_.default(z, add_1);  z = None
    return add_1
