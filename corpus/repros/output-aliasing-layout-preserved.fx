# reinplace campaign repro: output-aliasing [layout-preserved]
# found with --policy=pytorch from seed 613 (reinplace gen --seed=613 --nodes=16)
# verdict: output-aliasing at select: outputs 0 (as_strided) and 1 (select) share memory; the original's do not
# shrunk from 19 to 5 ops; seen 43 times
# replay: reinplace check corpus/repros/output-aliasing-layout-preserved.fx --policy=pytorch
# oracle: pytorch => output-aliasing
# oracle: sound => equivalent
def forward(self, x: "f32[2]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 1)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, mul, 0, 1);  clone = None
    as_strided = torch.ops.aten.as_strided.default(select_scatter, [1, 2], [0, 1]);  select_scatter = None
    return (as_strided, mul)
