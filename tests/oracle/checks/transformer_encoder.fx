# nn.TransformerEncoderLayer(16, 2) in eval mode: torch's fast path, one _transformer_encoder_layer_fwd, as torch prints it (only the
# parameters annotated). The rule gives its meta and the reference kernel computes it; ATen
# agrees within the float tolerance, and the relu / sigmoid / mul / tanh after it goes in
# place into its fresh result.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x_1: "f32[2, 5, 16]", param_constant0: "f32[48, 16]", param_constant1: "f32[48]", param_constant2: "f32[16, 16]", param_constant3: "f32[16]", param_constant4: "f32[16]", param_constant5: "f32[16]", param_constant6: "f32[16]", param_constant7: "f32[16]", param_constant8: "f32[32, 16]", param_constant9: "f32[32]", param_constant10: "f32[16, 32]", param_constant11: "f32[16]"):
    _transformer_encoder_layer_fwd = torch.ops.aten._transformer_encoder_layer_fwd.default(x_1, 16, 2, param_constant0, param_constant1, param_constant2, param_constant3, False, False, 1e-05, param_constant4, param_constant5, param_constant6, param_constant7, param_constant8, param_constant9, param_constant10, param_constant11);  x_1 = param_constant0 = param_constant1 = param_constant2 = param_constant3 = param_constant4 = param_constant5 = param_constant6 = param_constant7 = param_constant8 = param_constant9 = param_constant10 = param_constant11 = None
    relu = torch.ops.aten.relu.default(_transformer_encoder_layer_fwd);  _transformer_encoder_layer_fwd = None
    return relu
