# The plan adds the sound policy's own rewrites one at a time: writing add into x costs mul
# (returned-input), so it stays out; writing sub into y costs nothing, so it is taken.
# policy: sound
# expect: kept add: left out of the plan: rewriting it as well keeps mul, which upstream's pass rewrites (returned mul would share memory with input x)
# expect: inplaced mul -> mul_.Tensor (saves 12 bytes)
# expect: inplaced sub -> sub_.Tensor into input y (saves 12 bytes)
# expect: removed copy__1: it copies back what sub now writes into the input in place (saves 0 bytes)
# oracle: sound => equivalent
def forward(self, x: "f32[3]", y: "f32[3]"):
    add = torch.ops.aten.add.Tensor(x, 1)
    mul = torch.ops.aten.mul.Tensor(add, 2);  add = None
    sub = torch.ops.aten.sub.Tensor(y, 1)
    copy_ = torch.ops.aten.copy_.default(x, mul);  x = None
    copy__1 = torch.ops.aten.copy_.default(y, sub);  y = None
    return mul
