# In place, index_add's result keeps gelu's transposed strides [1, 2], and div follows them, so
# addmm's BLAS operand is transposed: it would take dot products, adding beta * self last
# instead of first. The sound policy keeps index_add (layout-preserved). But div divides by 0.0:
# every value is an infinity or NaN, and sums of those come out alike in any order, so the
# pytorch policy's rewrite is right, but only by what div computes: with any other arithmetic
# the relaid values reach addmm's BLAS operand (the arithmetic-blind check lays div's result out
# as torch does) and the order shows. No miss; it was one before the blind check followed
# layouts through arithmetic.
# Found by the missed-rewrite campaign (seed 1005246).
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[2, 2][1, 2]", arange: "i64[1]", index_select: "f32[1, 1]"):
    gelu = torch.ops.aten.gelu.default(x);  x = None
    index_add = torch.ops.aten.index_add.default(gelu, 0, arange, index_select);  gelu = arange = index_select = None
    div = torch.ops.aten.div.Tensor(index_add, 0.0)
    addmm = torch.ops.aten.addmm.default(div, div, div);  div = None
    return (addmm, index_add)
