# An optimizer-style update of two inputs, as functionalization writes it: each functional op
# whose self is an input that a copy_ at the end overwrites anyway writes into it, and the
# copy_, left copying a value onto itself, goes.
# policy: sound
# expect: inplaced mul -> mul_.Tensor into input p
# expect: inplaced add -> add_.Tensor into input p
# expect: removed copy_: it copies back what add now writes into the input in place
# expect: inplaced lerp -> lerp_.Scalar into input m
# expect: removed copy__1: it copies back what lerp now writes into the input in place
# expect: kept add_1: self g aliases input g, and no later copy_ overwrites all of it [input-alias]
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, p: "f32[4, 3]", g: "f32[4, 3]", m: "f32[4, 3]"):
    mul = torch.ops.aten.mul.Tensor(p, 0.9)
    lerp = torch.ops.aten.lerp.Scalar(m, g, 0.1)
    add = torch.ops.aten.add.Tensor(mul, lerp, alpha = -0.01)
    add_1 = torch.ops.aten.add.Tensor(g, 1)
    copy_ = torch.ops.aten.copy_.default(p, add)
    copy__1 = torch.ops.aten.copy_.default(m, lerp)
    return add_1
