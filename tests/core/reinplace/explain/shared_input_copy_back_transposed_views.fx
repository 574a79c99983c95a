# The same epilogue with b the transpose of a (f(x, x.t())): every element of one is an element
# of the other, in another order.
# policy: sound
# expect: kept mul: alias b is used later by mul_1 [later-use]
# expect: kept mul_1: mul_1 would live in input a, which copy_ overwrites before copy__1 reads it [copy-back-value]
# oracle: sound => equivalent
# oracle: pytorch => equivalent
# oracle: sound --unsafe-skip-check=later-use => input-mutated at mul
# oracle: sound --unsafe-skip-check=copy-back-value => input-mutated at mul_1
def forward(self, a: "f32[2, 2] in s", b: "f32[2, 2][1, 2] in s"):
    mul = torch.ops.aten.mul.Tensor(a, 2)
    mul_1 = torch.ops.aten.mul.Tensor(b, 3)
    copy_ = torch.ops.aten.copy_.default(a, mul)
    copy__1 = torch.ops.aten.copy_.default(b, mul_1)
    return ()
