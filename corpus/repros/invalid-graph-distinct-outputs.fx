# reinplace campaign repro: invalid-graph [distinct-outputs]
# found with --policy=pytorch from seed 425 (reinplace gen --seed=425 --nodes=16)
# verdict: invalid-graph at add_1: output with shape [] doesn't match the broadcast shape [1]
# shrunk from 13 to 6 ops; seen 3 times
# replay: reinplace check corpus/repros/invalid-graph-distinct-outputs.fx --policy=pytorch
# oracle: pytorch => invalid-graph
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    add = torch.ops.aten.add.Tensor(x, 0);  x = None
    relu = torch.ops.aten.relu.default(add);  add = None
    relu_1 = torch.ops.aten.relu.default(relu)
    split = torch.ops.aten.split.Tensor(relu, 1);  relu = None
    getitem = split[0];  split = None
    select = torch.ops.aten.select.int(relu_1, 0, 0);  relu_1 = None
    add_1 = torch.ops.aten.add.Tensor(select, getitem);  select = None
    return (add_1, getitem)
