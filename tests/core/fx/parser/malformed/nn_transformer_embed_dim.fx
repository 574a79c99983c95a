# expect: 3:5: _transformer_encoder_layer_fwd.default: passed-in embed_dim 6 didn't match last dim of query 8
def forward(self, x: "f32[2, 5, 8]", w: "f32[18, 6]", b: "f32[18]", p: "f32[6, 6]", q: "f32[6]", f1: "f32[4, 6]", g1: "f32[4]", f2: "f32[6, 4]"):
    y = torch.ops.aten._transformer_encoder_layer_fwd.default(x, 6, 2, w, b, p, q, False, False, 1e-05, q, q, q, q, f1, g1, f2, q)
    return y
