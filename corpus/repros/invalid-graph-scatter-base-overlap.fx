# reinplace campaign repro: invalid-graph [scatter-base-overlap]
# found with --policy=pytorch from seed 2412 (reinplace gen --seed=2412 --nodes=16)
# verdict: invalid-graph at as_strided: the view f32[1, 2][0, 1] needs 2 elements of storage, which has 1
# shrunk from 22 to 6 ops; seen 30 times
# replay: reinplace check corpus/repros/invalid-graph-scatter-base-overlap.fx --policy=pytorch
# oracle: pytorch => invalid-graph
# oracle: sound => equivalent
def forward(self, x: "f32[]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    expand = torch.ops.aten.expand.default(clone, [2]);  clone = None
    select = torch.ops.aten.select.int(expand, 0, 0)
    add = torch.ops.aten.add.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(expand, add, 0, 0);  expand = add = None
    as_strided = torch.ops.aten.as_strided.default(select_scatter, [1, 2], [0, 1]);  select_scatter = None
    return as_strided
