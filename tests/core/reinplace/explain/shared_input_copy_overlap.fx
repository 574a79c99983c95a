# a and b are overlapping views of one storage (s[0:4] and s[2:6]), and the copy_ epilogue
# overwrites both with mul. In place, mul would live in a, and copy__1 would then copy from a
# into b, which overlaps a partially: torch rejects such a copy_, and its elements would be read
# after being written. copy-back-value keeps mul.
# policy: sound
# expect: kept mul: mul would live in input a, which copy__1 overwrites while it reads it [copy-back-value]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=copy-back-value => overlap-hazard at copy__1
def forward(self, a: "f32[4] in s", b: "f32[4]@2 in s"):
    mul = torch.ops.aten.mul.Tensor(a, 3)
    copy_ = torch.ops.aten.copy_.default(a, mul)
    copy__1 = torch.ops.aten.copy_.default(b, mul)
    return ()
