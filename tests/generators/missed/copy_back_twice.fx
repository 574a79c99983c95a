# The program copies add into x twice. In place, add lives in x: the first copy_ is removed and
# the second then copies x onto itself, which the sound policy's copy-back-value check refuses
# (copy__1 overwrites x while it reads it). Copying a tensor onto its own memory changes
# nothing, so forcing add is right; the pytorch policy never writes into inputs.
# oracle: pytorch => equivalent
# oracle: sound => equivalent
# oracle: sound --unsafe-force-rewrite=add:copy-back-value => equivalent
def forward(self, x: "f32[1]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    copy_ = torch.ops.aten.copy_.default(x, add)
    copy__1 = torch.ops.aten.copy_.default(x, add);  x = add = None
    return copy__1
