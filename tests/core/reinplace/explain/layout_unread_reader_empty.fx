# In place, relu's result has stride 2 where a fresh one has stride 1, and the BLAS product
# addmm reads the layout. But addmm's only reader adds it to an empty tensor: the sum has no
# elements, so no value addmm computes is ever seen, and relu goes in place. Found by the
# missed-rewrite campaign (seed 328885).
# policy: sound
# expect: inplaced relu -> relu_.default (saves 4 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]", z: "f32[0]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    expand = torch.ops.aten.expand.default(relu, [1, 1]);  relu = None
    addmm = torch.ops.aten.addmm.default(expand, expand, expand)
    add_2 = torch.ops.aten.add.Tensor(z, addmm);  z = addmm = None
    return (add_2, expand)
