# The backward ops of the activations: tanh, sigmoid (every floating dtype), hardswish,
# hardtanh (f32 and f64), silu, on contiguous, transposed, strided and bf16 operands. torch's
# vectorized exp (Sleef) in silu_backward can differ from libm's by an ulp.
# tolerance-ulps: 2
def forward(self, g: "f32[4, 8]", x: "f32[4, 8]", t: "f32[4, 4][1, 4]", y: "f32[4, 4][1, 4]", d: "f64[16][2]@1", e: "f64[16]", b: "bf16[16]", c: "bf16[16]", h: "f16[8]", k: "f16[8]"):
    v0 = torch.ops.aten.tanh_backward.default(g, x)
    v1 = torch.ops.aten.tanh_backward.default(t, y)
    v2 = torch.ops.aten.tanh_backward.default(d, e)
    v3 = torch.ops.aten.tanh_backward.default(b, c)
    v4 = torch.ops.aten.sigmoid_backward.default(g, x)
    v5 = torch.ops.aten.sigmoid_backward.default(t, y)
    v6 = torch.ops.aten.sigmoid_backward.default(d, e)
    v7 = torch.ops.aten.sigmoid_backward.default(b, c)
    v8 = torch.ops.aten.sigmoid_backward.default(h, k)
    v9 = torch.ops.aten.hardswish_backward.default(g, x)
    v10 = torch.ops.aten.hardswish_backward.default(t, y)
    v11 = torch.ops.aten.hardswish_backward.default(d, e)
    v12 = torch.ops.aten.hardtanh_backward.default(g, x, -1, 1)
    v13 = torch.ops.aten.hardtanh_backward.default(t, y, -0.5, 2)
    v14 = torch.ops.aten.hardtanh_backward.default(d, e, 0.0, 6.0)
    v15 = torch.ops.aten.silu_backward.default(g, x)
    v16 = torch.ops.aten.silu_backward.default(t, y)
    v17 = torch.ops.aten.silu_backward.default(d, e)
    v18 = torch.ops.aten.silu_backward.default(b, c)
    v19 = torch.ops.aten.hardswish_backward.default(b, c)
    return (v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19)
