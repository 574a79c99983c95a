# reinplace campaign repro: value-mismatch [layout-preserved]
# found with --policy=pytorch from seed 18 (reinplace gen --seed=18 --nodes=16)
# verdict: value-mismatch at expand: output 0 at index [1, 0] expected 1.0649852, got 2.0649853
# shrunk from 20 to 8 ops; seen 67 times
# replay: reinplace check corpus/repros/value-mismatch-layout-preserved.fx --policy=pytorch
# oracle: pytorch => value-mismatch
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    view = torch.ops.aten.view.default(relu, [1]);  relu = None
    expand = torch.ops.aten.expand.default(view, [2, 1]);  view = None
    select = torch.ops.aten.select.int(expand, 0, 0)
    add = torch.ops.aten.add.Tensor(select, 1);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(expand, add, 0, 0);  expand = add = None
    return select_scatter
