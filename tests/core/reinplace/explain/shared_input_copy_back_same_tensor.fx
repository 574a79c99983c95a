# What functionalization makes of `a.mul_(2); b.mul_(3)` called with a and b one tensor: it
# treats them as two tensors, so its epilogue copies both results back. Writing mul into a would
# change what mul_1 reads through b; writing mul_1 into b, what copy_ writes before copy__1 reads
# mul_1. Both stay out of place, and the final value of the storage stays 3 * s.
# policy: sound
# expect: kept mul: alias b is used later by mul_1 [later-use]
# expect: kept mul_1: mul_1 would live in input a, which copy_ overwrites before copy__1 reads it [copy-back-value]
# oracle: sound => equivalent
# oracle: pytorch => equivalent
# oracle: sound --unsafe-skip-check=later-use => input-mutated at mul
# oracle: sound --unsafe-skip-check=copy-back-value => input-mutated at mul_1
def forward(self, a: "f32[4] in s", b: "f32[4] in s"):
    mul = torch.ops.aten.mul.Tensor(a, 2)
    mul_1 = torch.ops.aten.mul.Tensor(b, 3)
    copy_ = torch.ops.aten.copy_.default(a, mul)
    copy__1 = torch.ops.aten.copy_.default(b, mul_1)
    return ()
