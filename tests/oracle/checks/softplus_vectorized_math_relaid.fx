# softplus of a value the rewrite moves into the strided input x: ATen's softplus takes
# Sleef's exp / log1p on the contiguous fresh add and libm's on the strided x, an ulp apart
# (2.670933 against 2.6709328), which the pass does not count as a layout read (docs/oracle.md,
# Vectorized math) and the reference (libm everywhere) does not show. ATen's verdict on its own
# runs counts outputs within the oracles' tolerance as equal. Found by campaign --oracle=both
# (seed 5038).
# oracle: sound => equivalent
# oracle-both-trials: 20
def forward(self, x: "f32[3, 2, 3][12, 6, 2]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    copy_ = torch.ops.aten.copy_.default(x, add);  x = None
    softplus = torch.ops.aten.softplus.default(add);  add = None
    return softplus
