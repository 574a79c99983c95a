# reinplace campaign --find=forced: later-use
# the sound policy keeps add_1 by later-use; forced, its rewrite is right (oracle and certificate)
# found from seed 130 (reinplace gen --seed=130 --nodes=16); shrunk from 10 to 6 ops
# seen 685 times in 627 graphs (the pytorch policy rewrites 2 of them)
# sound: kept add_1: alias add is used later by copy_ [later-use]
# forced: inplaced add_1 -> add_.Tensor (--unsafe-force-rewrite=add_1:later-use)
# replay: reinplace opt --explain corpus/missed/forced-later-use.fx
# replay: reinplace opt --explain corpus/missed/forced-later-use.fx --unsafe-force-rewrite=add_1:later-use
# replay: reinplace check corpus/missed/forced-later-use.fx --unsafe-force-rewrite=add_1:later-use --certify
# oracle: sound --unsafe-force-rewrite=add_1:later-use => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1][1]@1", select: "f32[]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    select_1 = torch.ops.aten.select.int(add, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select_1, 0);  select_1 = None
    select_scatter = torch.ops.aten.select_scatter.default(add, mul, 0, 0);  add = None
    add_1 = torch.ops.aten.add.Tensor(mul, select);  mul = select = None
    copy_ = torch.ops.aten.copy_.default(x, select_scatter);  x = select_scatter = None
    return add_1
