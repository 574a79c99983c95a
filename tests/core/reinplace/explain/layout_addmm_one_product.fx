# As layout_addmm_one_square_product.fx, but mat2 is y and self is z: a -0 product added to a
# -0 self gives -0 when BLAS accumulates into self and +0 when it sums from a zero first, so relu
# stays.
# policy: sound
# expect: kept relu: in place the result would have strides [2, 2] instead of [1, 1], which addmm depends on [layout-preserved]
# oracle: sound => equivalent
# oracle: sound --dictionary --unsafe-skip-check=layout-preserved => value-mismatch at addmm
def forward(self, x: "f32[1, 2]", y: "f32[1, 1]", z: "f32[1, 1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 1, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    addmm = torch.ops.aten.addmm.default(z, relu, y);  relu = y = z = None
    return addmm
