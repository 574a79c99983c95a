# baddbmm with beta = 0 does not read self, but baddbmm_ computes self * 0 first in torch's
# small-matrix loop: inf and NaN in self would reach the result (torch 1.13: baddbmm gives finite
# values where baddbmm_ gives NaN). The sound policy keeps baddbmm and makes baddbmm_1 (beta
# 0.5) in place; the pytorch policy, as torch's pass, makes both. Found by the sound campaign
# once graphs call baddbmm. Not with the pass's graph files: torch's functional baddbmm with
# beta = 0 reads uninitialized memory, so this graph gives other values from run to run in
# torch eager (conformance.sound_rewrites_run_in_torch).
# oracle: sound => equivalent
# oracle: pytorch => value-mismatch
def forward(self, x: "f32[1, 4, 4]", y: "f32[1, 4, 4]"):
    clone = torch.ops.aten.clone.default(x)
    baddbmm = torch.ops.aten.baddbmm.default(clone, y, y, beta = 0)
    clone_1 = torch.ops.aten.clone.default(x)
    baddbmm_1 = torch.ops.aten.baddbmm.default(clone_1, y, y, beta = 0.5)
    return (baddbmm, baddbmm_1)
