# Group norm without weight or bias of a channels-last input, one element per group: torch 1.13's
# channels-last kernel computes scale * x - scale * mean contracted to one fused multiply-add, so
# a group of one element normalizes to the rounding error of scale * x (0.1 here), not to the
# exact 0 of the contiguous kernel's (x - mean) * rstd. Found by fuzz_differential once weights
# were drawn at their fan-in's scale.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x: "f32[1, 2, 1, 1][2, 1, 2, 2]"):
    mul = torch.ops.aten.mul.Tensor(x, 2000.0);  x = None
    native_group_norm = torch.ops.aten.native_group_norm.default(mul, None, None, 1, 2, 1, 2, 1e-05);  mul = None
    getitem = native_group_norm[0];  native_group_norm = None
    return (getitem,)
