# AvgPool1d_eval: nn.AvgPool1d from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, input_1: "f32[3, 6]"):
    unsqueeze: "f32[3, 1, 6][6, 6, 1]" = torch.ops.aten.unsqueeze.default(input_1, -2);  input_1 = None
    avg_pool2d: "f32[3, 1, 3][3, 3, 1]" = torch.ops.aten.avg_pool2d.default(unsqueeze, [1, 2], [1, 2]);  unsqueeze = None
    squeeze: "f32[3, 3][3, 1]" = torch.ops.aten.squeeze.dim(avg_pool2d, -2);  avg_pool2d = None
    return squeeze
