# torch 1.13's contiguous bf16 group norm takes its moments in c10::BFloat16 arithmetic: the
# Welford mean is rounded to bf16 at every update, so a group of close values (3.625 and
# 3.828125: mean 3.71875, variance 0.0111 rather than 0.0103) gets an rstd an ulp or more from
# the float moments' (9.5 against 9.8125), which a weight then carries into the output (torch's
# -1.0 against -2.0; found by fuzz_differential). Close values in groups of 2 to 40 elements,
# bitwise.
# trials: seed=0 seed=1 seed=2 seed=3
# tolerance-ulps: 0
def forward(self, x: "bf16[2, 6, 2]", w: "bf16[6]", b: "bf16[6]", z: "bf16[1, 4, 20]"):
    mul = torch.ops.aten.mul.Tensor(x, 0.0625)
    add = torch.ops.aten.add.Tensor(mul, 3.7)
    native_group_norm = torch.ops.aten.native_group_norm.default(add, w, b, 2, 6, 2, 6, 1e-05)
    getitem = native_group_norm[0]
    getitem_1 = native_group_norm[1]
    getitem_2 = native_group_norm[2]
    mul_1 = torch.ops.aten.mul.Tensor(z, 0.125)
    add_1 = torch.ops.aten.add.Tensor(mul_1, -5.3)
    native_group_norm_1 = torch.ops.aten.native_group_norm.default(add_1, None, None, 1, 4, 20, 2, 1e-05)
    getitem_3 = native_group_norm_1[0]
    getitem_4 = native_group_norm_1[2]
    return (getitem, getitem_1, getitem_2, getitem_3, getitem_4)
