# The pass turns select_scatter into a copy_ of mul into pow_1's element 1; the rewritten graph's
# meta still describes the functional program, where nothing writes pow_1. --oracle=both had
# anchored ATen's pow_1 to the reference's final pow_1 (element 1 already overwritten, within the
# tolerance relative to pow_1's largest element), so ATen's mul was computed from the written
# value: "at select the reference computes -109.021774, ATen 54.510887" on seed 0. torch 1.13 on
# the rewrite gives -109.021774, the reference's. Found by fuzz_differential (its short ctest run).
# oracle: sound => equivalent
# torch's own pass returns pow_1 and a view of it (select) as two outputs that share memory.
# oracle: pytorch => output-aliasing
def forward(self, x: "f32[3]"):
    pow_1 = torch.ops.aten.pow.Tensor_Tensor(x, x)
    select = torch.ops.aten.select.int(pow_1, 0, 1)
    mul = torch.ops.aten.mul.Tensor(select, -0.5);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(pow_1, mul, 0, 1);  pow_1 = None
    return (select_scatter, mul)
