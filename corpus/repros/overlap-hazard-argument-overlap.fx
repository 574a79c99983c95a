# reinplace campaign repro: overlap-hazard [argument-overlap]
# found with --policy=pytorch from seed 137 (reinplace gen --seed=137 --nodes=16)
# verdict: overlap-hazard at add_1: add_.Tensor writes into add (f32[2, 2][2, 1]) while reading t (f32[2, 2][1, 2]), which overlaps it partially
# shrunk from 14 to 3 ops; seen 147 times
# replay: reinplace check corpus/repros/overlap-hazard-argument-overlap.fx --policy=pytorch
# oracle: pytorch => overlap-hazard
# oracle: sound => equivalent
def forward(self, x: "f32[2, 2]"):
    add = torch.ops.aten.add.Tensor(x, 0);  x = None
    t = torch.ops.aten.t.default(add)
    add_1 = torch.ops.aten.add.Tensor(add, t);  add = t = None
    return add_1
