# cumprod has no meta rule; clone is returned as well, so writing cumprod into it would change an
# output: kept. With the later-use check switched off, the oracle's uninterpreted cumprod shows
# the wrong rewrite.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
# oracle: pytorch --unsafe-skip-check=later-use => value-mismatch at clone
# oracle: sound --unsafe-skip-check=later-use --unsafe-skip-check=distinct-outputs => value-mismatch at clone
def forward(self, arg0_1: "f32[4, 3]"):
    clone = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
    cumprod: "f32[4, 3]" = torch.ops.aten.cumprod.default(clone, 0)
    return (cumprod, clone)
