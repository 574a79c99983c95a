# functionalization's graph of `a.mul_(2); b.mul_(3); return a + b` (it takes a and b for two
# tensors) run on inputs that are one storage: b overlaps a's second half. The epilogue's second
# copy_ overwrites part of what the first wrote.
def forward(self, a: "f32[2, 3] in s", b: "f32[3][1]@3 in s"):
    mul = torch.ops.aten.mul.Tensor(a, 2)
    mul_1 = torch.ops.aten.mul.Tensor(b, 3)
    add = torch.ops.aten.add.Tensor(mul, mul_1)
    copy_ = torch.ops.aten.copy_.default(a, mul)
    copy__1 = torch.ops.aten.copy_.default(b, mul_1)
    return (add, a, b)
