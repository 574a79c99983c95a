# reinplace campaign repro: output-aliasing [scatter-base-overlap]
# found with --policy=pytorch from seed 136 (reinplace gen --seed=136 --nodes=16)
# verdict: output-aliasing at add: outputs 0 (slice) and 1 (add) share memory; the original's do not
# shrunk from 26 to 9 ops; seen 16 times
# replay: reinplace check corpus/repros/output-aliasing-scatter-base-overlap.fx --policy=pytorch
# oracle: pytorch => output-aliasing
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    add = torch.ops.aten.add.Tensor(x, 0);  x = None
    slice = torch.ops.aten.slice.Tensor(add)
    clone = torch.ops.aten.clone.default(slice)
    expand = torch.ops.aten.expand.default(clone, [2, 1]);  clone = None
    select = torch.ops.aten.select.int(expand, 0, 0)
    add_1 = torch.ops.aten.add.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(expand, add_1, 0, 0);  expand = add_1 = None
    add_2 = torch.ops.aten.add.Tensor(slice, 0);  slice = None
    slice_scatter = torch.ops.aten.slice_scatter.default(add, add_2);  add = None
    return (add_2, slice_scatter)
