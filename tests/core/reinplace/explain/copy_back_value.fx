# A value moved into an input must not be read after a copy_ overwrites the input with something
# else: here slice_scatter would live in x, which copy_ fills with zeros before mul reads it.
# policy: sound
# expect: kept slice_scatter: slice_scatter would live in input x, which copy_ overwrites before mul reads it [copy-back-value]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=copy-back-value => value-mismatch at mul
def forward(self, x: "f32[4, 3]", s: "f32[3, 3]"):
    slice_scatter = torch.ops.aten.slice_scatter.default(x, s, 0, 1, 4)
    zeros = torch.ops.aten.zeros.default([4, 3], device = device(type='cpu'), pin_memory = False)
    copy_ = torch.ops.aten.copy_.default(x, zeros)
    mul = torch.ops.aten.mul.Tensor(slice_scatter, 2)
    return mul
