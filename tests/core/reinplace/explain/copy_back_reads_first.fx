# Before the copy_ back into p, sum reads p's old value; and the copy_ back into q copies an
# alias of q (a no-op in the program), whose elements mul_1 would change first.
# policy: sound
# expect: kept mul: self p is used later by sum_1 [later-use]
# expect: kept mul_1: copy__1 copies alias back into q, an alias of self q that mul_1 would change first [later-use]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=later-use => value-mismatch at sum_1
def forward(self, p: "f32[3, 3]", q: "f32[3, 3]"):
    mul = torch.ops.aten.mul.Tensor(p, 2)
    sum_1 = torch.ops.aten.sum.dim_IntList(p, [0])
    copy_ = torch.ops.aten.copy_.default(p, mul)
    mul_1 = torch.ops.aten.mul.Tensor(q, 2)
    alias = torch.ops.aten.alias.default(q)
    copy__1 = torch.ops.aten.copy_.default(q, alias)
    return (sum_1, mul_1)
