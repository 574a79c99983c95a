# reinplace campaign --find=missed: input-alias
# the sound policy keeps relu by input-alias; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 118 (reinplace gen --seed=118 --nodes=16); shrunk from 13 to 3 ops
# seen 7,334 times in 7,127 graphs (7,334 after a rewrite only the sound policy takes; 130 where the sound policy saves fewer bytes than the pytorch policy)
# sound: kept relu: self x aliases input x, and no later copy_ overwrites all of it [input-alias]
# pytorch: inplaced relu -> relu_.default
# replay: reinplace opt --explain corpus/missed/input-alias.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/input-alias.fx --policy=pytorch
# replay: reinplace check corpus/missed/input-alias.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    copy_ = torch.ops.aten.copy_.default(x, add);  x = None
    relu = torch.ops.aten.relu.default(add);  add = None
    return relu
