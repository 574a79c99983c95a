# reinplace campaign repro: value-mismatch [argument-overlap]
# found with --policy=pytorch from seed 13962 (reinplace gen --seed=13962 --nodes=16)
# verdict: value-mismatch at expand: output 0 at index [1, 0] expected -8, got -7
# shrunk from 26 to 7 ops; seen 1 times
# replay: reinplace check corpus/repros/value-mismatch-argument-overlap.fx --policy=pytorch
# oracle: pytorch => value-mismatch
# oracle: sound => equivalent
def forward(self, x: "i64[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select_1 = torch.ops.aten.select.int(clone, 0, 0)
    select_scatter = torch.ops.aten.select_scatter.default(clone, select_1, 0, 0);  clone = select_1 = None
    expand = torch.ops.aten.expand.default(select_scatter, [2, 1]);  select_scatter = None
    select_2 = torch.ops.aten.select.int(expand, 0, 0)
    add = torch.ops.aten.add.Tensor(select_2, 1);  select_2 = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(expand, add, 0, 0);  expand = add = None
    return select_scatter_1
