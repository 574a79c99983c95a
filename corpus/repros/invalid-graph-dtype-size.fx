# reinplace campaign repro: invalid-graph [dtype-size]
# found with --policy=pytorch from seed 30 (reinplace gen --seed=30 --nodes=16)
# verdict: invalid-graph at add: output with shape [] doesn't match the broadcast shape [1]
# shrunk from 12 to 2 ops; seen 306 times
# replay: reinplace check corpus/repros/invalid-graph-dtype-size.fx --policy=pytorch
# oracle: pytorch => invalid-graph
# oracle: sound => equivalent
def forward(self, expand: "f32[1][0]", select: "f32[]"):
    relu = torch.ops.aten.relu.default(select);  select = None
    add = torch.ops.aten.add.Tensor(relu, expand);  relu = expand = None
    return add
