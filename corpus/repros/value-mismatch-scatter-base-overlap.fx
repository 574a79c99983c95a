# reinplace campaign repro: value-mismatch [scatter-base-overlap]
# found with --policy=pytorch from seed 50 (reinplace gen --seed=50 --nodes=16)
# verdict: value-mismatch at expand: output 0 at index [1] expected 1.0649852, got 2.0649853
# shrunk from 21 to 5 ops; seen 582 times
# replay: reinplace check corpus/repros/value-mismatch-scatter-base-overlap.fx --policy=pytorch
# oracle: pytorch => value-mismatch
# oracle: sound => equivalent
def forward(self, x: "f32[]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    expand = torch.ops.aten.expand.default(clone, [2]);  clone = None
    select = torch.ops.aten.select.int(expand, 0, 0)
    add = torch.ops.aten.add.Tensor(select, 1);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(expand, add, 0, 0);  expand = add = None
    return select_scatter
