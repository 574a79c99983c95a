# In place, cumsum's result keeps relu's transposed strides [1, 3]. addmm hands BLAS the product
# transposed (its result has more than one column), so BLAS's first operand is mat2: only mat2's
# layout decides between dot products (beta * self added last) and accumulating columns into
# beta * self. cumsum is mat1, so it goes in place (layout_addmm_first_blas_operand.fx: as mat2
# it stays).
# policy: sound
# expect: inplaced cumsum -> cumsum_.default (saves 48 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[3, 4][1, 3]", y: "f32[4, 5]", z: "f32[3, 5]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    cumsum = torch.ops.aten.cumsum.default(relu, 0);  relu = None
    addmm = torch.ops.aten.addmm.default(z, cumsum, y);  cumsum = y = z = None
    return addmm
