# The sound policy writes add into input x (the copy_ overwrites x anyway); mul would then go
# in place into x too, and the returned mul would share memory with the input, so it is kept
# (returned-input). The pytorch policy never writes into an input: it keeps add and puts mul
# in place into add. A miss, after a rewrite only the sound policy takes.
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[3]"):
    add = torch.ops.aten.add.Tensor(x, 1)
    mul = torch.ops.aten.mul.Tensor(add, 2);  add = None
    copy_ = torch.ops.aten.copy_.default(x, mul);  x = None
    return mul
