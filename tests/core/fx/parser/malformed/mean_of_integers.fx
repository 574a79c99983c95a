# expect: 3:5: mean.dim: mean(): could not infer output dtype. Input dtype must be either a floating point or complex dtype. Got: Long
def forward(self, x: "i64[3, 4]"):
    mean = torch.ops.aten.mean.dim(x, [0])
    return mean
