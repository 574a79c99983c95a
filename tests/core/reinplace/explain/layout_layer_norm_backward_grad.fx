# In place, cumsum's result keeps relu's transposed strides [1, 4] where a fresh one is
# contiguous. native_layer_norm_backward misreads a non-contiguous `mean` or `rstd`, but makes
# grad_out, input and weight contiguous first (torch 1.13 computes alike on permuted and offset
# copies of them): cumsum, grad_out here, goes in place.
# policy: sound
# expect: inplaced cumsum -> cumsum_.default (saves 48 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[4, 3][1, 4]", y: "f32[4, 3]", w: "f32[3]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    cumsum = torch.ops.aten.cumsum.default(relu, 0);  relu = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(y, [3], w, None, 1e-05)
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2];  native_layer_norm = None
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(cumsum, y, [3], getitem_1, getitem_2, w, None, [True, True, False]);  cumsum = y = getitem_1 = getitem_2 = w = None
    getitem_3 = native_layer_norm_backward[0]
    getitem_4 = native_layer_norm_backward[1];  native_layer_norm_backward = None
    return (getitem_3, getitem_4)
