# Two parameters that are one tensor (a caller's f(x, x)): add must not write into a while mul
# still reads the same memory through b, though the copy_ epilogue overwrites a anyway.
# policy: sound
# expect: kept add: alias b is used later by mul [later-use]
# oracle: sound => equivalent
# oracle: pytorch => equivalent
# oracle: sound --unsafe-skip-check=later-use => value-mismatch at mul
def forward(self, a: "f32[4] in s", b: "f32[4] in s"):
    add = torch.ops.aten.add.Tensor(a, 1)
    mul = torch.ops.aten.mul.Tensor(b, 2)
    copy_ = torch.ops.aten.copy_.default(a, add)
    return mul
