# ConvTranspose2d_eval: nn.ConvTranspose2d from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, weight_1: "f32[4, 5, 3, 3]", bias_1: "f32[5]", input_1: "f32[2, 4, 3, 4]"):
    convolution: "f32[2, 5, 5, 6][150, 30, 6, 1]" = torch.ops.aten.convolution.default(input_1, weight_1, bias_1, [1, 1], [0, 0], [1, 1], True, [0, 0], 1);  input_1 = weight_1 = bias_1 = None
    return convolution
