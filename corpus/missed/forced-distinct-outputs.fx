# reinplace campaign --find=forced: distinct-outputs
# the sound policy keeps add by distinct-outputs; forced, its rewrite is right (oracle and certificate)
# found from seed 218 (reinplace gen --seed=218 --nodes=16); shrunk from 14 to 3 ops
# seen 1,274 times in 1,210 graphs (the pytorch policy rewrites 1,252 of them)
# sound: kept add: returned getitem would share memory with returned add_1 [distinct-outputs]
# forced: inplaced add -> add_.Tensor (--unsafe-force-rewrite=add:distinct-outputs)
# replay: reinplace opt --explain corpus/missed/forced-distinct-outputs.fx
# replay: reinplace opt --explain corpus/missed/forced-distinct-outputs.fx --unsafe-force-rewrite=add:distinct-outputs
# replay: reinplace check corpus/missed/forced-distinct-outputs.fx --unsafe-force-rewrite=add:distinct-outputs --certify
# oracle: sound --unsafe-force-rewrite=add:distinct-outputs => equivalent
# oracle: sound => equivalent
def forward(self, add_1: "f32[1]", select: "f32[1]"):
    clone = torch.ops.aten.clone.default(select);  select = None
    add = torch.ops.aten.add.Tensor(clone, 0);  clone = None
    split = torch.ops.aten.split.Tensor(add, 1);  add = None
    getitem = split[0];  split = None
    return (add_1, getitem)
