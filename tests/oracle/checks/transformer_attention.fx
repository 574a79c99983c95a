# nn.MultiheadAttention(16, 2) in eval mode: _native_multi_head_attention, its output and averaged weights, as torch prints it (only the
# parameters annotated). The rule gives its meta and the reference kernel computes it; ATen
# agrees within the float tolerance, and the relu / sigmoid / mul / tanh after it goes in
# place into its fresh result.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x_1: "f32[2, 5, 16]", param_constant0: "f32[48, 16]", param_constant1: "f32[48]", param_constant2: "f32[16, 16]", param_constant3: "f32[16]"):
    _native_multi_head_attention = torch.ops.aten._native_multi_head_attention.default(x_1, x_1, x_1, 16, 2, param_constant0, param_constant1, param_constant2, param_constant3);  x_1 = param_constant0 = param_constant1 = param_constant2 = param_constant3 = None
    getitem = _native_multi_head_attention[0]
    getitem_1 = _native_multi_head_attention[1];  _native_multi_head_attention = None
    tanh = torch.ops.aten.tanh.default(getitem);  getitem = None
    return (tanh, getitem_1)
