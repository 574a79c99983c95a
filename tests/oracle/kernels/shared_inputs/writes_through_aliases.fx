# Inputs that share one storage, as the caller of f(x, x.t(), x.view(-1)[1::4]) passes them:
# an in-place write through one is read through the others, and a view reaching past all of
# them reads the storage's tail. The integer pair interleaves: e is every other element of d.
def forward(self, a: "f32[3, 3] in s", b: "f32[3, 3][1, 3] in s", c: "f32[3][4]@1 in s[14]", d: "i64[5] in t", e: "i64[2][2]@1 in t"):
    add_ = torch.ops.aten.add_.Tensor(a, 1)
    mul = torch.ops.aten.mul.Tensor(b, 2)
    mul_ = torch.ops.aten.mul_.Scalar(c, 3)
    clone = torch.ops.aten.clone.default(a)
    tail = torch.ops.aten.as_strided.default(a, [5], [1], 9)
    add__1 = torch.ops.aten.add_.Tensor(e, 100)
    mul_1 = torch.ops.aten.mul.Tensor(d, 2)
    return (mul, clone, b, c, tail, d, mul_1)
