# Writing add into input x (the copy_ overwrites x anyway) is right, but then mul would go in
# place into x too, and the returned mul would share memory with the input (returned-input).
# Upstream's pass never writes into an input: it keeps add and puts mul in place into add. The
# sound policy's plan takes upstream's rewrite and leaves its own out, at equal bytes.
# policy: sound
# expect: kept add: left out of the plan: rewriting it as well keeps mul, which upstream's pass rewrites (returned mul would share memory with input x)
# expect: inplaced mul -> mul_.Tensor (saves 12 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[3]"):
    add = torch.ops.aten.add.Tensor(x, 1)
    mul = torch.ops.aten.mul.Tensor(add, 2);  add = None
    copy_ = torch.ops.aten.copy_.default(x, mul);  x = None
    return mul
