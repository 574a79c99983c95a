# reinplace campaign repro: overlap-hazard [distinct-outputs]
# found with --policy=pytorch from seed 1493 (reinplace gen --seed=1493 --nodes=16)
# verdict: overlap-hazard at add_1: add_.Tensor writes into as_strided (f32[2, 2][1, 1]), which has internal overlap: several indices share one element
# shrunk from 13 to 7 ops; seen 9 times
# replay: reinplace check corpus/repros/overlap-hazard-distinct-outputs.fx --policy=pytorch
# oracle: pytorch => overlap-hazard
# oracle: sound => equivalent
def forward(self, x: "f32[3]"):
    relu = torch.ops.aten.relu.default(x)
    add = torch.ops.aten.add.Tensor(relu, x);  relu = x = None
    split = torch.ops.aten.split.Tensor(add, 1)
    getitem = split[0];  split = None
    split_1 = torch.ops.aten.split.Tensor(getitem, 1);  getitem = None
    getitem_1 = split_1[0];  split_1 = None
    clone = torch.ops.aten.clone.default(add);  add = None
    as_strided = torch.ops.aten.as_strided.default(clone, [2, 2], [1, 1]);  clone = None
    add_1 = torch.ops.aten.add.Tensor(as_strided, 0);  as_strided = None
    return (add_1, getitem_1)
