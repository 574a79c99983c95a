# baddbmm with beta = 0 does not read self, but baddbmm_ computes self * 0 first in torch's
# small-matrix loop: inf and NaN in self would reach the result (torch 1.13: baddbmm gives finite
# values where baddbmm_ gives NaN). Found by the sound campaign once graphs call baddbmm.
# policy: sound
# expect: kept baddbmm: with beta = 0 baddbmm_.default reads self, which baddbmm.default does not: inf and NaN there would reach the result
# expect: inplaced baddbmm_1 -> baddbmm_.default
# oracle: sound => equivalent
# oracle: pytorch => value-mismatch
def forward(self, x: "f32[1, 4, 4]", y: "f32[1, 4, 4]"):
    clone = torch.ops.aten.clone.default(x)
    baddbmm = torch.ops.aten.baddbmm.default(clone, y, y, beta = 0)
    clone_1 = torch.ops.aten.clone.default(x)
    baddbmm_1 = torch.ops.aten.baddbmm.default(clone_1, y, y, beta = 0.5)
    return (baddbmm, baddbmm_1)
