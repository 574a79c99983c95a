# reinplace campaign repro: value-mismatch [distinct-outputs]
# found with --policy=pytorch from seed 1956 (reinplace gen --seed=1956 --nodes=16)
# verdict: value-mismatch at expand: output 0 at index [1, 0] expected 0.0, got 1.0
# shrunk from 26 to 9 ops; seen 10 times
# replay: reinplace check corpus/repros/value-mismatch-distinct-outputs.fx --policy=pytorch
# oracle: pytorch => value-mismatch
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, mul, 0, 0);  clone = None
    clone_1 = torch.ops.aten.clone.default(select_scatter)
    expand = torch.ops.aten.expand.default(clone_1, [2, 1]);  clone_1 = None
    select_1 = torch.ops.aten.select.int(expand, 0, 0)
    add = torch.ops.aten.add.Tensor(select_1, 1);  select_1 = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(expand, add, 0, 0);  expand = add = None
    return (select_scatter_1, mul, select_scatter)
