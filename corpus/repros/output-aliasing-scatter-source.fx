# reinplace campaign repro: output-aliasing [scatter-source]
# found with --policy=pytorch from seed 690 (reinplace gen --seed=690 --nodes=16)
# verdict: output-aliasing at select_2: outputs 0 (select) and 1 (select_2) share memory; the original's do not
# shrunk from 25 to 7 ops; seen 7 times
# replay: reinplace check corpus/repros/output-aliasing-scatter-source.fx --policy=pytorch
# oracle: pytorch => output-aliasing
# oracle: sound => equivalent
def forward(self, x: "f32[1, 1]", select_1: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, select_1, 0, 0);  clone = select_1 = None
    select_2 = torch.ops.aten.select.int(mul, 0, 0)
    mul_1 = torch.ops.aten.mul.Tensor(select_2, 0);  select_2 = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(mul, mul_1, 0, 0);  mul = None
    return (select_scatter_1, mul_1)
