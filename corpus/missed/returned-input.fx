# reinplace campaign --find=missed: returned-input
# the sound policy keeps add_1 by returned-input; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 231 (reinplace gen --seed=231 --nodes=16); shrunk from 7 to 3 ops
# seen 14,514 times in 13,388 graphs (14,514 after a rewrite only the sound policy takes; 1,765 where the sound policy saves fewer bytes than the pytorch policy)
# sound: kept add_1: returned add_1 would share memory with input x [returned-input]
# pytorch: inplaced add_1 -> add_.Tensor
# replay: reinplace opt --explain corpus/missed/returned-input.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/returned-input.fx --policy=pytorch
# replay: reinplace check corpus/missed/returned-input.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    add_1 = torch.ops.aten.add.Tensor(add, 0);  add = None
    copy_ = torch.ops.aten.copy_.default(x, add_1);  x = None
    return add_1
