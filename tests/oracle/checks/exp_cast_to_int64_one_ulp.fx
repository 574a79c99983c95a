# exp of a strided input: the rewrite runs exp_ in place, whose result is not anchored to the
# reference's (a written value), so ATen's own exp (Sleef on contiguous rows, 1 ulp from libm's)
# reaches the cast to int64: 765889.94 and 765890.0 truncate to neighbours. The comparison takes
# a float -> integer cast of floats that agree within the tolerance as agreeing when the
# integers are at most 1 apart. Found by campaign --oracle=both.
# oracle: sound => equivalent
# oracle-both-trials: 20
def forward(self, x: "f32[3, 64][128, 2]"):
    add = torch.ops.aten.add.Tensor(x, 8)
    copy_ = torch.ops.aten.copy_.default(x, add);  x = None
    exp = torch.ops.aten.exp.default(add);  add = None
    to = torch.ops.aten._to_copy.default(exp, dtype = torch.int64);  exp = None
    return (to,)
