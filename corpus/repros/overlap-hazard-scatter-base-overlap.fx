# reinplace campaign repro: overlap-hazard [scatter-base-overlap]
# found with --policy=pytorch from seed 1150 (reinplace gen --seed=1150 --nodes=16)
# verdict: overlap-hazard at add_1: add_.Tensor writes into as_strided (f32[2, 2][1, 1]), which has internal overlap: several indices share one element
# shrunk from 26 to 8 ops; seen 47 times
# replay: reinplace check corpus/repros/overlap-hazard-scatter-base-overlap.fx --policy=pytorch
# oracle: pytorch => overlap-hazard
# oracle: sound => equivalent
def forward(self, x: "f32[2]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    expand = torch.ops.aten.expand.default(clone, [2, -1]);  clone = None
    select = torch.ops.aten.select.int(expand, 0, 0)
    add = torch.ops.aten.add.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(expand, add, 0, 0);  expand = add = None
    clone_1 = torch.ops.aten.clone.default(select_scatter);  select_scatter = None
    as_strided = torch.ops.aten.as_strided.default(clone_1, [2, 2], [1, 1]);  clone_1 = None
    add_1 = torch.ops.aten.add.Tensor(as_strided, 0);  as_strided = None
    return add_1
