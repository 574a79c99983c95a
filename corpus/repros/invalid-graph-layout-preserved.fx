# reinplace campaign repro: invalid-graph [layout-preserved]
# found with --policy=pytorch from seed 569 (reinplace gen --seed=569 --nodes=16)
# verdict: invalid-graph at view: view size is not compatible with input tensor's size and stride (size [-1] requested of a tensor with sizes [2, 2] and strides [3, 2]; at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead.
# shrunk from 14 to 4 ops; seen 154 times
# replay: reinplace check corpus/repros/invalid-graph-layout-preserved.fx --policy=pytorch
# oracle: pytorch => invalid-graph
# oracle: sound => equivalent
def forward(self, x: "f32[2, 3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 1, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    view = torch.ops.aten.view.default(relu, [-1]);  relu = None
    return view
