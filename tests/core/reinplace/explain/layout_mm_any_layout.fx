# In place, cumsum's result keeps relu's transposed strides [1, 3]. mm picks its BLAS transposes
# by its operands' strides, but torch 1.13's reference BLAS computes mm (beta 0, alpha 1) as
# 0 + a[0]b[0] + a[1]b[1] + ... whether it takes dot products or accumulates columns: the same
# products in the same order, so cumsum goes in place.
# policy: sound
# expect: inplaced cumsum -> cumsum_.default (saves 48 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[3, 4][1, 3]", y: "f32[4, 5]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    cumsum = torch.ops.aten.cumsum.default(relu, 0);  relu = None
    mm = torch.ops.aten.mm.default(cumsum, y);  cumsum = y = None
    return mm
