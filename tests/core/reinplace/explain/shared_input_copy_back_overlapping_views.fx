# The same epilogue with a and b two views of one storage that overlap in two elements
# (s[0:4] and s[2:6]): the epilogue's writes into a reach b, so neither op writes into its input.
# policy: sound
# expect: kept mul: alias b is used later by mul_1 [later-use]
# expect: kept mul_1: alias a is written later by copy_ [later-use]
# oracle: sound => equivalent
# oracle: pytorch => equivalent
# oracle: sound --unsafe-skip-check=later-use => input-mutated at mul
def forward(self, a: "f32[4] in s", b: "f32[4]@2 in s"):
    mul = torch.ops.aten.mul.Tensor(a, 2)
    mul_1 = torch.ops.aten.mul.Tensor(b, 3)
    copy_ = torch.ops.aten.copy_.default(a, mul)
    copy__1 = torch.ops.aten.copy_.default(b, mul_1)
    return ()
