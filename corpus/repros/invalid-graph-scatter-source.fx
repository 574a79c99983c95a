# reinplace campaign repro: invalid-graph [scatter-source]
# found with --policy=pytorch from seed 4114 (reinplace gen --seed=4114 --nodes=16)
# verdict: invalid-graph at as_strided: the view f32[1, 3][0, 1] needs 3 elements of storage, which has 2
# shrunk from 28 to 9 ops; seen 4 times
# replay: reinplace check corpus/repros/invalid-graph-scatter-source.fx --policy=pytorch
# oracle: pytorch => invalid-graph
# oracle: sound => equivalent
def forward(self, x: "f32[2]", select_1: "f32[]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, select_1, 0, 0);  clone = select_1 = None
    expand = torch.ops.aten.expand.default(select_scatter, [2, -1]);  select_scatter = None
    select_2 = torch.ops.aten.select.int(expand, 0, 0)
    add = torch.ops.aten.add.Tensor(select_2, 0);  select_2 = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(expand, add, 0, 0);  expand = add = None
    as_strided = torch.ops.aten.as_strided.default(select_scatter_1, [1, 3], [0, 1]);  select_scatter_1 = None
    return as_strided
