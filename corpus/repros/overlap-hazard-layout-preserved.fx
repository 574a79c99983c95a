# reinplace campaign repro: overlap-hazard [layout-preserved]
# found with --policy=pytorch from seed 530 (reinplace gen --seed=530 --nodes=16)
# verdict: overlap-hazard at add_2: add_.Tensor writes into as_strided (f32[2, 2][1, 1]), which has internal overlap: several indices share one element
# shrunk from 19 to 6 ops; seen 52 times
# replay: reinplace check corpus/repros/overlap-hazard-layout-preserved.fx --policy=pytorch
# oracle: pytorch => overlap-hazard
# oracle: sound => equivalent
def forward(self, x: "f32[2, 2]", z: "f32[]"):
    add = torch.ops.aten.add.Tensor(x, z);  x = z = None
    select = torch.ops.aten.select.int(add, 1, 0)
    add_1 = torch.ops.aten.add.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(add, add_1, 1, 0);  add = add_1 = None
    as_strided = torch.ops.aten.as_strided.default(select_scatter, [2, 2], [1, 1]);  select_scatter = None
    add_2 = torch.ops.aten.add.Tensor(as_strided, 0);  as_strided = None
    return add_2
