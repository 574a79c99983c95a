# torch 1.13's bf16 layer norm takes its moments as its contiguous bf16 group norm does, in
# c10::BFloat16 arithmetic (every Welford update rounded to bf16): rows of close values get an
# rstd an ulp or more from float moments'. The oracle had taken them in float (within a
# tolerance): -0.9296875 where torch gives -0.8125 (fuzz_differential). Rows of 2 to 40, bitwise.
# trials: seed=0 seed=1 seed=2 seed=3
# tolerance-ulps: 0
def forward(self, x: "bf16[3, 2]", z: "bf16[2, 40]", w: "bf16[40]", b: "bf16[40]"):
    mul = torch.ops.aten.mul.Tensor(x, 0.0625)
    add = torch.ops.aten.add.Tensor(mul, 3.7)
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [2], None, None, 1e-05)
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2]
    mul_1 = torch.ops.aten.mul.Tensor(z, 0.125)
    add_1 = torch.ops.aten.add.Tensor(mul_1, -5.3)
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [40], w, b, 1e-05)
    getitem_3 = native_layer_norm_1[0]
    getitem_4 = native_layer_norm_1[2]
    return (getitem, getitem_1, getitem_2, getitem_3, getitem_4)
