# expect: overlap-hazard at copy__1
# With mul written into a, copy__1 copies a into b, which overlaps it partially; torch raises
# too ("some elements of the input tensor and the written-to tensor refer to a single memory
# location"). The sound policy rewrites the original into exactly this: its copy-back checks
# do not yet see that copy__1 reads mul while writing memory a shares.
def forward(self, a: "f32[4] in s[6]", b: "f32[4][1]@2 in s[6]"):
    mul = torch.ops.aten.mul_.Tensor(a, 3)
    copy__1 = torch.ops.aten.copy_.default(b, a);  b = a = None
    return ()
