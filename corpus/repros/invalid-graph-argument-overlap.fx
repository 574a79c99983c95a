# reinplace campaign repro: invalid-graph [argument-overlap]
# found with --policy=pytorch from seed 19547 (reinplace gen --seed=19547 --nodes=16)
# verdict: invalid-graph at add_1: output with shape [1] doesn't match the broadcast shape [1, 1]
# shrunk from 11 to 6 ops; seen 1 times
# replay: reinplace check corpus/repros/invalid-graph-argument-overlap.fx --policy=pytorch
# oracle: pytorch => invalid-graph
# oracle: sound => equivalent
def forward(self, x: "f32[1]", expand: "f32[1, 1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    relu = torch.ops.aten.relu.default(clone);  clone = None
    split = torch.ops.aten.split.Tensor(relu, 1);  relu = None
    getitem = split[0];  split = None
    relu_1 = torch.ops.aten.relu.default(expand);  expand = None
    add = torch.ops.aten.add.Tensor(relu_1, getitem);  relu_1 = None
    add_1 = torch.ops.aten.add.Tensor(getitem, add);  getitem = add = None
    return add_1
