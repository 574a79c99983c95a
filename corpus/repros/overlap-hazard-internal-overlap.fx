# reinplace campaign repro: overlap-hazard [internal-overlap]
# found with --policy=pytorch from seed 36 (reinplace gen --seed=36 --nodes=16)
# verdict: overlap-hazard at add_3: add_.Tensor writes into as_strided (f32[2, 2][1, 1]), which has internal overlap: several indices share one element
# shrunk from 19 to 3 ops; seen 578 times
# replay: reinplace check corpus/repros/overlap-hazard-internal-overlap.fx --policy=pytorch
# oracle: pytorch => overlap-hazard
# oracle: sound => equivalent
def forward(self, expand: "f32[2, 2]"):
    clone_1 = torch.ops.aten.clone.default(expand);  expand = None
    as_strided = torch.ops.aten.as_strided.default(clone_1, [2, 2], [1, 1]);  clone_1 = None
    add_3 = torch.ops.aten.add.Tensor(as_strided, 0);  as_strided = None
    return add_3
