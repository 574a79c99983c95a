# As layout_addmm_second_operand.fx with cumsum as mat2, BLAS's first operand: transposed, BLAS
# would take dot products and add beta * self last instead of first, and the sums differ in the
# last bits.
# policy: sound
# expect: kept cumsum: in place the result would have strides [1, 4] instead of [5, 1], which addmm depends on [layout-preserved]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch at addmm
def forward(self, x: "f32[4, 5][1, 4]", y: "f32[3, 4]", z: "f32[3, 5]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    cumsum = torch.ops.aten.cumsum.default(relu, 0);  relu = None
    addmm = torch.ops.aten.addmm.default(z, y, cumsum);  cumsum = y = z = None
    return addmm
