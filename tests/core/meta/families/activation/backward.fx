# The backward ops AOTAutograd emits for activations: a promoting binary iterator over
# (grad_output, input or output), broadcasting, whose layout follows the operands' (threshold_backward
# iterates over (self, grad_output), so self's layout leads).
def forward(self, g: "f32[3, 4]", x: "f32[3, 4][1, 3]", t: "f32[4, 3]", h: "f16[3, 4]", b: "bf16[3, 4][1, 3]", d: "f64[3, 4]", r: "f32[4]", i: "i64[3, 4]", c: "f32[2, 3, 2, 2][12, 1, 6, 3]", k: "f32[2, 3, 2, 2][12, 1, 6, 3]"):
    threshold_backward: "f32[3, 4][1, 3]" = torch.ops.aten.threshold_backward.default(g, x, 0)
    threshold_backward_1: "f32[3, 4][4, 1]" = torch.ops.aten.threshold_backward.default(x, g, 0.5)
    threshold_backward_2: "f32[3, 4][4, 1]" = torch.ops.aten.threshold_backward.default(i, g, 0)
    threshold_backward_3: "i64[3, 4][4, 1]" = torch.ops.aten.threshold_backward.default(i, i, 2)
    tanh_backward: "f32[3, 4][4, 1]" = torch.ops.aten.tanh_backward.default(g, r)
    tanh_backward_1: "f64[3, 4][1, 3]" = torch.ops.aten.tanh_backward.default(x, d)
    sigmoid_backward: "f16[3, 4][4, 1]" = torch.ops.aten.sigmoid_backward.default(h, h)
    sigmoid_backward_1: "f32[3, 4][4, 1]" = torch.ops.aten.sigmoid_backward.default(h, g)
    sigmoid_backward_2: "bf16[3, 4][1, 3]" = torch.ops.aten.sigmoid_backward.default(b, b)
    gelu_backward: "f32[3, 4][1, 3]" = torch.ops.aten.gelu_backward.default(x, x)
    gelu_backward_1: "f32[2, 3, 2, 2][12, 1, 6, 3]" = torch.ops.aten.gelu_backward.default(c, k, approximate = 'tanh')
    gelu_backward_2: "bf16[3, 4][1, 3]" = torch.ops.aten.gelu_backward.default(b, b)
    hardswish_backward: "f32[3, 4][4, 1]" = torch.ops.aten.hardswish_backward.default(g, x)
    hardswish_backward_1: "f64[3, 4][1, 3]" = torch.ops.aten.hardswish_backward.default(b, d)
    hardtanh_backward: "f32[3, 4][1, 3]" = torch.ops.aten.hardtanh_backward.default(x, x, -1, 1)
    hardtanh_backward_1: "f64[3, 4][4, 1]" = torch.ops.aten.hardtanh_backward.default(d, g, 0.0, 6.0)
    silu_backward: "f32[2, 3, 2, 2][12, 1, 6, 3]" = torch.ops.aten.silu_backward.default(c, c)
    silu_backward_1: "f32[3, 4][4, 1]" = torch.ops.aten.silu_backward.default(r, g)
    return (threshold_backward, threshold_backward_1, threshold_backward_2, threshold_backward_3, tanh_backward, tanh_backward_1, sigmoid_backward, sigmoid_backward_1, sigmoid_backward_2, gelu_backward, gelu_backward_1, gelu_backward_2, hardswish_backward, hardswish_backward_1, hardtanh_backward, hardtanh_backward_1, silu_backward, silu_backward_1)
