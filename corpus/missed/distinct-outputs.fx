# reinplace campaign --find=missed: distinct-outputs
# the sound policy keeps add by distinct-outputs; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 22 (reinplace gen --seed=22 --nodes=16); shrunk from 15 to 3 ops
# seen 1,846 times in 1,726 graphs (333 after a rewrite only the sound policy takes)
# sound: kept add: returned getitem would share memory with returned add_1 [distinct-outputs]
# pytorch: inplaced add -> add_.Tensor
# replay: reinplace opt --explain corpus/missed/distinct-outputs.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/distinct-outputs.fx --policy=pytorch
# replay: reinplace check corpus/missed/distinct-outputs.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]", add_1: "f32[1]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    add = torch.ops.aten.add.Tensor(relu, 0);  relu = None
    split = torch.ops.aten.split.Tensor(add, 1);  add = None
    getitem = split[0];  split = None
    return (add_1, getitem)
