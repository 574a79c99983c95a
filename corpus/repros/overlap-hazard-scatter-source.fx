# reinplace campaign repro: overlap-hazard [scatter-source]
# found with --policy=pytorch from seed 2830 (reinplace gen --seed=2830 --nodes=16)
# verdict: overlap-hazard at add_1: add_.Tensor writes into as_strided (f32[2, 2][1, 1]), which has internal overlap: several indices share one element
# shrunk from 23 to 6 ops; seen 14 times
# replay: reinplace check corpus/repros/overlap-hazard-scatter-source.fx --policy=pytorch
# oracle: pytorch => overlap-hazard
# oracle: sound => equivalent
def forward(self, x: "f32[1, 2]", t: "f32[2, 1][1, 2]"):
    add = torch.ops.aten.add.Tensor(x, t);  t = None
    slice = torch.ops.aten.slice.Tensor(add, 0, None, None, 2)
    slice_scatter = torch.ops.aten.slice_scatter.default(add, x, 0, None, None, 2)
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(add, x, 0, None, None, 2);  add = x = None
    as_strided = torch.ops.aten.as_strided.default(slice_scatter_1, [2, 2], [1, 1]);  slice_scatter_1 = None
    add_1 = torch.ops.aten.add.Tensor(as_strided, 0);  as_strided = None
    return add_1
