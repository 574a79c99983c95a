# BatchNorm2d_eval: nn.BatchNorm2d from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, weight_1: "f32[3]", bias_1: "f32[3]", running_mean_1: "f32[3]", running_var_1: "f32[3]", num_batches_tracked_1: "i64[]", input_1: "f32[2, 3, 6, 6]"):
    empty: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm = torch.ops.aten.native_batch_norm.default(input_1, weight_1, bias_1, running_mean_1, running_var_1, False, 0.1, 1e-05);  input_1 = weight_1 = bias_1 = running_mean_1 = running_var_1 = None
    getitem: "f32[2, 3, 6, 6][108, 36, 6, 1]" = native_batch_norm[0]
    getitem_1: "f32[0][1]" = native_batch_norm[1]
    getitem_2: "f32[0][1]" = native_batch_norm[2];  native_batch_norm = None
    return getitem
