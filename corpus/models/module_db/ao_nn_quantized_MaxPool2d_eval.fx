# ao_nn_quantized_MaxPool2d_eval: ao.nn.quantized.MaxPool2d from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, input_1: "f32[3, 7, 7]"):
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(input_1, [3, 3], [2, 2], [1, 1]);  input_1 = None
    getitem: "f32[3, 4, 4][16, 4, 1]" = max_pool2d_with_indices[0]
    getitem_1: "i64[3, 4, 4][16, 4, 1]" = max_pool2d_with_indices[1];  max_pool2d_with_indices = None
    return getitem
