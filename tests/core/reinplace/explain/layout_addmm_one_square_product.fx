# In place, relu keeps the slice's strides [2, 2], and BLAS would take a dot product where it
# accumulated into self. With alpha 1 and one product per element the two paths differ only
# when that product is -0 and beta * self is -0 too; here mat1 and mat2 are one 1x1 value, and a
# square is never -0. Found by the missed-rewrite campaign (seed 2674250, with a select_scatter
# that overwrote addmm's result); layout_addmm_one_product.fx multiplies two values.
# policy: sound
# expect: inplaced relu -> relu_.default
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1, 2]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 1, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    addmm = torch.ops.aten.addmm.default(relu, relu, relu);  relu = None
    return addmm
