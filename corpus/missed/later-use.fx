# reinplace campaign --find=missed: later-use
# the sound policy keeps relu by later-use; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 42 (reinplace gen --seed=42 --nodes=16); shrunk from 16 to 4 ops
# seen 303 times in 291 graphs (301 after a rewrite only the sound policy takes)
# sound: kept relu: copy__1 copies x back into x, an alias of self x that relu would change first [later-use]
# pytorch: inplaced relu -> relu_.default
# replay: reinplace opt --explain corpus/missed/later-use.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/later-use.fx --policy=pytorch
# replay: reinplace check corpus/missed/later-use.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    copy_ = torch.ops.aten.copy_.default(x, add)
    relu = torch.ops.aten.relu.default(add);  add = None
    copy__1 = torch.ops.aten.copy_.default(x, x);  x = None
    return relu
