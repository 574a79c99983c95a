# expect: 3:5: native_layer_norm_backward.default: native_layer_norm_backward: grad_out of sizes [2, 3] for an input of sizes [2, 4] (torch 1.13 does not check this and reads out of bounds)
def forward(self, g: "f32[2, 3]", x: "f32[2, 4]", m: "f32[2, 1]", r: "f32[2, 1]"):
    y = torch.ops.aten.native_layer_norm_backward.default(g, x, [4], m, r, None, None, [True, False, False])
    return y
