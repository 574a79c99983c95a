# As layout_addmm_first_blas_operand.fx, where cumsum's transposed layout would make BLAS take dot
# products, but with beta 0 and alpha 1: the other path starts from a zeroed result and adds the
# products in the same order, so both compute the same values and cumsum goes in place. Checked
# bitwise in torch for both paths on special values.
# policy: sound
# expect: inplaced cumsum -> cumsum_.default (saves 80 bytes)
# oracle: sound => equivalent
def forward(self, x: "f32[4, 5][1, 4]", y: "f32[3, 4]", z: "f32[3, 5]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    cumsum = torch.ops.aten.cumsum.default(relu, 0);  relu = None
    addmm = torch.ops.aten.addmm.default(z, y, cumsum, beta=0);  cumsum = y = z = None
    return addmm
