# reinplace campaign --find=missed: repeated-self
# the sound policy keeps add_1 by repeated-self; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 13790 (reinplace gen --seed=13790 --nodes=16); shrunk from 8 to 4 ops
# seen 8 times in 8 graphs (8 after a rewrite only the sound policy takes)
# sound: kept add_1: self y is passed twice [repeated-self]
# pytorch: inplaced add_1 -> add_.Tensor
# replay: reinplace opt --explain corpus/missed/repeated-self.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/repeated-self.fx --policy=pytorch
# replay: reinplace check corpus/missed/repeated-self.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, y: "f32[]"):
    add = torch.ops.aten.add.Tensor(y, 0)
    copy_ = torch.ops.aten.copy_.default(y, add)
    add_1 = torch.ops.aten.add.Tensor(add, y);  add = None
    copy__1 = torch.ops.aten.copy_.default(y, y);  y = None
    return add_1
