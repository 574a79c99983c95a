# reinplace campaign repro: value-mismatch [internal-overlap]
# found with --policy=pytorch from seed 3541 (reinplace gen --seed=3541 --nodes=16)
# verdict: value-mismatch at as_strided: output 0 at index [1, 0] expected 3.9325082, got 3.986395
# shrunk from 17 to 3 ops; seen 2 times
# replay: reinplace check corpus/repros/value-mismatch-internal-overlap.fx --policy=pytorch
# oracle: pytorch => value-mismatch
# oracle: sound => equivalent
def forward(self, x: "f32[3]", select_1: "f32[2]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    as_strided = torch.ops.aten.as_strided.default(clone, [2, 2], [1, 1]);  clone = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(as_strided, select_1, 0, 0);  as_strided = select_1 = None
    return select_scatter_1
