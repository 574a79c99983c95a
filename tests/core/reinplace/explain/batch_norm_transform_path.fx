# Batch norm's transform takes ATen's fast path (one fused multiply-add per element) for an input
# that is contiguous or channels-last, and TensorIterator's generic one (((x - mean) * invstd) *
# weight + bias, four roundings) for any other layout. In place, add would live in input x
# (strides [4, 2]): batch norm would read a strided input and move the output by an ulp. Found
# by `reinplace campaign --oracle=both` (seed 1137): the reference fused on every layout, and
# the pass did not know the transform reads its input's contiguity.
# policy: sound
# expect: kept add: in place the result would have strides [4, 2] instead of [2, 1], which native_batch_norm depends on [layout-preserved]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch at getitem
def forward(self, x: "f32[1, 2][4, 2]", running_mean: "f32[2]", running_var: "f32[2]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    copy_ = torch.ops.aten.copy_.default(x, add);  x = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(add, None, None, running_mean, running_var, False, 0.0, 1.0);  add = running_mean = running_var = None
    getitem = native_batch_norm[0];  native_batch_norm = None
    return getitem
