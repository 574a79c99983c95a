# reinplace campaign repro: output-aliasing [distinct-outputs]
# found with --policy=pytorch from seed 131 (reinplace gen --seed=131 --nodes=16)
# verdict: output-aliasing at select: outputs 0 (clone) and 1 (select) share memory; the original's do not
# shrunk from 14 to 4 ops; seen 193 times
# replay: reinplace check corpus/repros/output-aliasing-distinct-outputs.fx --policy=pytorch
# oracle: pytorch => output-aliasing
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, mul, 0, 0);  clone = None
    return (select_scatter, mul)
