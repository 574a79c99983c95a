# reinplace campaign repro: value-mismatch [scatter-source]
# found with --policy=pytorch from seed 405 (reinplace gen --seed=405 --nodes=16)
# verdict: value-mismatch at clone: output 0 at index [0] expected 1.4590358, got 0.0
# shrunk from 14 to 4 ops; seen 123 times
# replay: reinplace check corpus/repros/value-mismatch-scatter-source.fx --policy=pytorch
# oracle: pytorch => value-mismatch
# oracle: sound => equivalent
def forward(self, x: "f32[1]", select_1: "f32[]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, select_1, 0, 0);  clone = select_1 = None
    return select_scatter
