# reinplace campaign repro: invalid-graph [internal-overlap]
# found with --policy=pytorch from seed 12426 (reinplace gen --seed=12426 --nodes=16)
# verdict: invalid-graph at view: view size is not compatible with input tensor's size and stride (size [-1] requested of a tensor with sizes [2, 2] and strides [3, 2]; at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead.
# shrunk from 20 to 10 ops; seen 1 times
# replay: reinplace check corpus/repros/invalid-graph-internal-overlap.fx --policy=pytorch
# oracle: pytorch => invalid-graph
# oracle: sound => equivalent
def forward(self, x: "f32[1, 3]", select: "f32[1, 3]"):
    expand = torch.ops.aten.expand.default(x, [0, 0, -1])
    add = torch.ops.aten.add.Tensor(select, 0);  select = None
    relu = torch.ops.aten.relu.default(add);  add = None
    cat = torch.ops.aten.cat.default([relu, x]);  x = None
    select_1 = torch.ops.aten.select.int(cat, 0, 0)
    split = torch.ops.aten.split.Tensor(relu, 1);  relu = None
    getitem = split[0];  split = None
    relu_1 = torch.ops.aten.relu.default(getitem);  getitem = None
    slice = torch.ops.aten.slice.Tensor(cat, 1, None, None, 2);  cat = None
    relu_2 = torch.ops.aten.relu.default(slice);  slice = None
    view = torch.ops.aten.view.default(relu_2, [-1]);  relu_2 = None
    return view
