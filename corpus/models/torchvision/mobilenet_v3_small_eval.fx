# mobilenet_v3_small_eval: torchvision.models.mobilenet_v3_small(weights=None), eval mode, on a 1x3x64x64 image
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, features_0_0_weight_1: "f32[16, 3, 3, 3]", features_0_1_weight_1: "f32[16]", features_0_1_bias_1: "f32[16]", features_1_block_0_0_weight_1: "f32[16, 1, 3, 3]", features_1_block_0_1_weight_1: "f32[16]", features_1_block_0_1_bias_1: "f32[16]", features_1_block_1_fc1_weight_1: "f32[8, 16, 1, 1]", features_1_block_1_fc1_bias_1: "f32[8]", features_1_block_1_fc2_weight_1: "f32[16, 8, 1, 1]", features_1_block_1_fc2_bias_1: "f32[16]", features_1_block_2_0_weight_1: "f32[16, 16, 1, 1]", features_1_block_2_1_weight_1: "f32[16]", features_1_block_2_1_bias_1: "f32[16]", features_2_block_0_0_weight_1: "f32[72, 16, 1, 1]", features_2_block_0_1_weight_1: "f32[72]", features_2_block_0_1_bias_1: "f32[72]", features_2_block_1_0_weight_1: "f32[72, 1, 3, 3]", features_2_block_1_1_weight_1: "f32[72]", features_2_block_1_1_bias_1: "f32[72]", features_2_block_2_0_weight_1: "f32[24, 72, 1, 1]", features_2_block_2_1_weight_1: "f32[24]", features_2_block_2_1_bias_1: "f32[24]", features_3_block_0_0_weight_1: "f32[88, 24, 1, 1]", features_3_block_0_1_weight_1: "f32[88]", features_3_block_0_1_bias_1: "f32[88]", features_3_block_1_0_weight_1: "f32[88, 1, 3, 3]", features_3_block_1_1_weight_1: "f32[88]", features_3_block_1_1_bias_1: "f32[88]", features_3_block_2_0_weight_1: "f32[24, 88, 1, 1]", features_3_block_2_1_weight_1: "f32[24]", features_3_block_2_1_bias_1: "f32[24]", features_4_block_0_0_weight_1: "f32[96, 24, 1, 1]", features_4_block_0_1_weight_1: "f32[96]", features_4_block_0_1_bias_1: "f32[96]", features_4_block_1_0_weight_1: "f32[96, 1, 5, 5]", features_4_block_1_1_weight_1: "f32[96]", features_4_block_1_1_bias_1: "f32[96]", features_4_block_2_fc1_weight_1: "f32[24, 96, 1, 1]", features_4_block_2_fc1_bias_1: "f32[24]", features_4_block_2_fc2_weight_1: "f32[96, 24, 1, 1]", features_4_block_2_fc2_bias_1: "f32[96]", features_4_block_3_0_weight_1: "f32[40, 96, 1, 1]", features_4_block_3_1_weight_1: "f32[40]", features_4_block_3_1_bias_1: "f32[40]", features_5_block_0_0_weight_1: "f32[240, 40, 1, 1]", features_5_block_0_1_weight_1: "f32[240]", features_5_block_0_1_bias_1: "f32[240]", features_5_block_1_0_weight_1: "f32[240, 1, 5, 5]", features_5_block_1_1_weight_1: "f32[240]", features_5_block_1_1_bias_1: "f32[240]", features_5_block_2_fc1_weight_1: "f32[64, 240, 1, 1]", features_5_block_2_fc1_bias_1: "f32[64]", features_5_block_2_fc2_weight_1: "f32[240, 64, 1, 1]", features_5_block_2_fc2_bias_1: "f32[240]", features_5_block_3_0_weight_1: "f32[40, 240, 1, 1]", features_5_block_3_1_weight_1: "f32[40]", features_5_block_3_1_bias_1: "f32[40]", features_6_block_0_0_weight_1: "f32[240, 40, 1, 1]", features_6_block_0_1_weight_1: "f32[240]", features_6_block_0_1_bias_1: "f32[240]", features_6_block_1_0_weight_1: "f32[240, 1, 5, 5]", features_6_block_1_1_weight_1: "f32[240]", features_6_block_1_1_bias_1: "f32[240]", features_6_block_2_fc1_weight_1: "f32[64, 240, 1, 1]", features_6_block_2_fc1_bias_1: "f32[64]", features_6_block_2_fc2_weight_1: "f32[240, 64, 1, 1]", features_6_block_2_fc2_bias_1: "f32[240]", features_6_block_3_0_weight_1: "f32[40, 240, 1, 1]", features_6_block_3_1_weight_1: "f32[40]", features_6_block_3_1_bias_1: "f32[40]", features_7_block_0_0_weight_1: "f32[120, 40, 1, 1]", features_7_block_0_1_weight_1: "f32[120]", features_7_block_0_1_bias_1: "f32[120]", features_7_block_1_0_weight_1: "f32[120, 1, 5, 5]", features_7_block_1_1_weight_1: "f32[120]", features_7_block_1_1_bias_1: "f32[120]", features_7_block_2_fc1_weight_1: "f32[32, 120, 1, 1]", features_7_block_2_fc1_bias_1: "f32[32]", features_7_block_2_fc2_weight_1: "f32[120, 32, 1, 1]", features_7_block_2_fc2_bias_1: "f32[120]", features_7_block_3_0_weight_1: "f32[48, 120, 1, 1]", features_7_block_3_1_weight_1: "f32[48]", features_7_block_3_1_bias_1: "f32[48]", features_8_block_0_0_weight_1: "f32[144, 48, 1, 1]", features_8_block_0_1_weight_1: "f32[144]", features_8_block_0_1_bias_1: "f32[144]", features_8_block_1_0_weight_1: "f32[144, 1, 5, 5]", features_8_block_1_1_weight_1: "f32[144]", features_8_block_1_1_bias_1: "f32[144]", features_8_block_2_fc1_weight_1: "f32[40, 144, 1, 1]", features_8_block_2_fc1_bias_1: "f32[40]", features_8_block_2_fc2_weight_1: "f32[144, 40, 1, 1]", features_8_block_2_fc2_bias_1: "f32[144]", features_8_block_3_0_weight_1: "f32[48, 144, 1, 1]", features_8_block_3_1_weight_1: "f32[48]", features_8_block_3_1_bias_1: "f32[48]", features_9_block_0_0_weight_1: "f32[288, 48, 1, 1]", features_9_block_0_1_weight_1: "f32[288]", features_9_block_0_1_bias_1: "f32[288]", features_9_block_1_0_weight_1: "f32[288, 1, 5, 5]", features_9_block_1_1_weight_1: "f32[288]", features_9_block_1_1_bias_1: "f32[288]", features_9_block_2_fc1_weight_1: "f32[72, 288, 1, 1]", features_9_block_2_fc1_bias_1: "f32[72]", features_9_block_2_fc2_weight_1: "f32[288, 72, 1, 1]", features_9_block_2_fc2_bias_1: "f32[288]", features_9_block_3_0_weight_1: "f32[96, 288, 1, 1]", features_9_block_3_1_weight_1: "f32[96]", features_9_block_3_1_bias_1: "f32[96]", features_10_block_0_0_weight_1: "f32[576, 96, 1, 1]", features_10_block_0_1_weight_1: "f32[576]", features_10_block_0_1_bias_1: "f32[576]", features_10_block_1_0_weight_1: "f32[576, 1, 5, 5]", features_10_block_1_1_weight_1: "f32[576]", features_10_block_1_1_bias_1: "f32[576]", features_10_block_2_fc1_weight_1: "f32[144, 576, 1, 1]", features_10_block_2_fc1_bias_1: "f32[144]", features_10_block_2_fc2_weight_1: "f32[576, 144, 1, 1]", features_10_block_2_fc2_bias_1: "f32[576]", features_10_block_3_0_weight_1: "f32[96, 576, 1, 1]", features_10_block_3_1_weight_1: "f32[96]", features_10_block_3_1_bias_1: "f32[96]", features_11_block_0_0_weight_1: "f32[576, 96, 1, 1]", features_11_block_0_1_weight_1: "f32[576]", features_11_block_0_1_bias_1: "f32[576]", features_11_block_1_0_weight_1: "f32[576, 1, 5, 5]", features_11_block_1_1_weight_1: "f32[576]", features_11_block_1_1_bias_1: "f32[576]", features_11_block_2_fc1_weight_1: "f32[144, 576, 1, 1]", features_11_block_2_fc1_bias_1: "f32[144]", features_11_block_2_fc2_weight_1: "f32[576, 144, 1, 1]", features_11_block_2_fc2_bias_1: "f32[576]", features_11_block_3_0_weight_1: "f32[96, 576, 1, 1]", features_11_block_3_1_weight_1: "f32[96]", features_11_block_3_1_bias_1: "f32[96]", features_12_0_weight_1: "f32[576, 96, 1, 1]", features_12_1_weight_1: "f32[576]", features_12_1_bias_1: "f32[576]", classifier_0_weight_1: "f32[1024, 576]", classifier_0_bias_1: "f32[1024]", classifier_3_weight_1: "f32[1000, 1024]", classifier_3_bias_1: "f32[1000]", features_0_1_running_mean_1: "f32[16]", features_0_1_running_var_1: "f32[16]", features_0_1_num_batches_tracked_1: "i64[]", features_1_block_0_1_running_mean_1: "f32[16]", features_1_block_0_1_running_var_1: "f32[16]", features_1_block_0_1_num_batches_tracked_1: "i64[]", features_1_block_2_1_running_mean_1: "f32[16]", features_1_block_2_1_running_var_1: "f32[16]", features_1_block_2_1_num_batches_tracked_1: "i64[]", features_2_block_0_1_running_mean_1: "f32[72]", features_2_block_0_1_running_var_1: "f32[72]", features_2_block_0_1_num_batches_tracked_1: "i64[]", features_2_block_1_1_running_mean_1: "f32[72]", features_2_block_1_1_running_var_1: "f32[72]", features_2_block_1_1_num_batches_tracked_1: "i64[]", features_2_block_2_1_running_mean_1: "f32[24]", features_2_block_2_1_running_var_1: "f32[24]", features_2_block_2_1_num_batches_tracked_1: "i64[]", features_3_block_0_1_running_mean_1: "f32[88]", features_3_block_0_1_running_var_1: "f32[88]", features_3_block_0_1_num_batches_tracked_1: "i64[]", features_3_block_1_1_running_mean_1: "f32[88]", features_3_block_1_1_running_var_1: "f32[88]", features_3_block_1_1_num_batches_tracked_1: "i64[]", features_3_block_2_1_running_mean_1: "f32[24]", features_3_block_2_1_running_var_1: "f32[24]", features_3_block_2_1_num_batches_tracked_1: "i64[]", features_4_block_0_1_running_mean_1: "f32[96]", features_4_block_0_1_running_var_1: "f32[96]", features_4_block_0_1_num_batches_tracked_1: "i64[]", features_4_block_1_1_running_mean_1: "f32[96]", features_4_block_1_1_running_var_1: "f32[96]", features_4_block_1_1_num_batches_tracked_1: "i64[]", features_4_block_3_1_running_mean_1: "f32[40]", features_4_block_3_1_running_var_1: "f32[40]", features_4_block_3_1_num_batches_tracked_1: "i64[]", features_5_block_0_1_running_mean_1: "f32[240]", features_5_block_0_1_running_var_1: "f32[240]", features_5_block_0_1_num_batches_tracked_1: "i64[]", features_5_block_1_1_running_mean_1: "f32[240]", features_5_block_1_1_running_var_1: "f32[240]", features_5_block_1_1_num_batches_tracked_1: "i64[]", features_5_block_3_1_running_mean_1: "f32[40]", features_5_block_3_1_running_var_1: "f32[40]", features_5_block_3_1_num_batches_tracked_1: "i64[]", features_6_block_0_1_running_mean_1: "f32[240]", features_6_block_0_1_running_var_1: "f32[240]", features_6_block_0_1_num_batches_tracked_1: "i64[]", features_6_block_1_1_running_mean_1: "f32[240]", features_6_block_1_1_running_var_1: "f32[240]", features_6_block_1_1_num_batches_tracked_1: "i64[]", features_6_block_3_1_running_mean_1: "f32[40]", features_6_block_3_1_running_var_1: "f32[40]", features_6_block_3_1_num_batches_tracked_1: "i64[]", features_7_block_0_1_running_mean_1: "f32[120]", features_7_block_0_1_running_var_1: "f32[120]", features_7_block_0_1_num_batches_tracked_1: "i64[]", features_7_block_1_1_running_mean_1: "f32[120]", features_7_block_1_1_running_var_1: "f32[120]", features_7_block_1_1_num_batches_tracked_1: "i64[]", features_7_block_3_1_running_mean_1: "f32[48]", features_7_block_3_1_running_var_1: "f32[48]", features_7_block_3_1_num_batches_tracked_1: "i64[]", features_8_block_0_1_running_mean_1: "f32[144]", features_8_block_0_1_running_var_1: "f32[144]", features_8_block_0_1_num_batches_tracked_1: "i64[]", features_8_block_1_1_running_mean_1: "f32[144]", features_8_block_1_1_running_var_1: "f32[144]", features_8_block_1_1_num_batches_tracked_1: "i64[]", features_8_block_3_1_running_mean_1: "f32[48]", features_8_block_3_1_running_var_1: "f32[48]", features_8_block_3_1_num_batches_tracked_1: "i64[]", features_9_block_0_1_running_mean_1: "f32[288]", features_9_block_0_1_running_var_1: "f32[288]", features_9_block_0_1_num_batches_tracked_1: "i64[]", features_9_block_1_1_running_mean_1: "f32[288]", features_9_block_1_1_running_var_1: "f32[288]", features_9_block_1_1_num_batches_tracked_1: "i64[]", features_9_block_3_1_running_mean_1: "f32[96]", features_9_block_3_1_running_var_1: "f32[96]", features_9_block_3_1_num_batches_tracked_1: "i64[]", features_10_block_0_1_running_mean_1: "f32[576]", features_10_block_0_1_running_var_1: "f32[576]", features_10_block_0_1_num_batches_tracked_1: "i64[]", features_10_block_1_1_running_mean_1: "f32[576]", features_10_block_1_1_running_var_1: "f32[576]", features_10_block_1_1_num_batches_tracked_1: "i64[]", features_10_block_3_1_running_mean_1: "f32[96]", features_10_block_3_1_running_var_1: "f32[96]", features_10_block_3_1_num_batches_tracked_1: "i64[]", features_11_block_0_1_running_mean_1: "f32[576]", features_11_block_0_1_running_var_1: "f32[576]", features_11_block_0_1_num_batches_tracked_1: "i64[]", features_11_block_1_1_running_mean_1: "f32[576]", features_11_block_1_1_running_var_1: "f32[576]", features_11_block_1_1_num_batches_tracked_1: "i64[]", features_11_block_3_1_running_mean_1: "f32[96]", features_11_block_3_1_running_var_1: "f32[96]", features_11_block_3_1_num_batches_tracked_1: "i64[]", features_12_1_running_mean_1: "f32[576]", features_12_1_running_var_1: "f32[576]", features_12_1_num_batches_tracked_1: "i64[]", x_1: "f32[1, 3, 64, 64]"):
    convolution: "f32[1, 16, 32, 32][16384, 1024, 32, 1]" = torch.ops.aten.convolution.default(x_1, features_0_0_weight_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  x_1 = features_0_0_weight_1 = None
    empty: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, features_0_1_weight_1, features_0_1_bias_1, features_0_1_running_mean_1, features_0_1_running_var_1, False, 0.01, 0.001);  convolution = features_0_1_weight_1 = features_0_1_bias_1 = features_0_1_running_mean_1 = features_0_1_running_var_1 = None
    getitem: "f32[1, 16, 32, 32][16384, 1024, 32, 1]" = native_batch_norm[0]
    getitem_1: "f32[0][1]" = native_batch_norm[1]
    getitem_2: "f32[0][1]" = native_batch_norm[2];  native_batch_norm = None
    hardswish: "f32[1, 16, 32, 32][16384, 1024, 32, 1]" = torch.ops.aten.hardswish.default(getitem);  getitem = None
    convolution_1: "f32[1, 16, 16, 16][4096, 256, 16, 1]" = torch.ops.aten.convolution.default(hardswish, features_1_block_0_0_weight_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 16);  hardswish = features_1_block_0_0_weight_1 = None
    empty_1: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, features_1_block_0_1_weight_1, features_1_block_0_1_bias_1, features_1_block_0_1_running_mean_1, features_1_block_0_1_running_var_1, False, 0.01, 0.001);  convolution_1 = features_1_block_0_1_weight_1 = features_1_block_0_1_bias_1 = features_1_block_0_1_running_mean_1 = features_1_block_0_1_running_var_1 = None
    getitem_3: "f32[1, 16, 16, 16][4096, 256, 16, 1]" = native_batch_norm_1[0]
    getitem_4: "f32[0][1]" = native_batch_norm_1[1]
    getitem_5: "f32[0][1]" = native_batch_norm_1[2];  native_batch_norm_1 = None
    relu: "f32[1, 16, 16, 16][4096, 256, 16, 1]" = torch.ops.aten.relu.default(getitem_3);  getitem_3 = None
    mean: "f32[1, 16, 1, 1][16, 1, 1, 1]" = torch.ops.aten.mean.dim(relu, [-1, -2], True)
    convolution_2: "f32[1, 8, 1, 1][8, 1, 1, 1]" = torch.ops.aten.convolution.default(mean, features_1_block_1_fc1_weight_1, features_1_block_1_fc1_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean = features_1_block_1_fc1_weight_1 = features_1_block_1_fc1_bias_1 = None
    relu_1: "f32[1, 8, 1, 1][8, 1, 1, 1]" = torch.ops.aten.relu.default(convolution_2);  convolution_2 = None
    convolution_3: "f32[1, 16, 1, 1][16, 1, 1, 1]" = torch.ops.aten.convolution.default(relu_1, features_1_block_1_fc2_weight_1, features_1_block_1_fc2_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_1 = features_1_block_1_fc2_weight_1 = features_1_block_1_fc2_bias_1 = None
    hardsigmoid: "f32[1, 16, 1, 1][16, 1, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_3);  convolution_3 = None
    mul: "f32[1, 16, 16, 16][4096, 256, 16, 1]" = torch.ops.aten.mul.Tensor(hardsigmoid, relu);  hardsigmoid = relu = None
    convolution_4: "f32[1, 16, 16, 16][4096, 256, 16, 1]" = torch.ops.aten.convolution.default(mul, features_1_block_2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul = features_1_block_2_0_weight_1 = None
    empty_2: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_4, features_1_block_2_1_weight_1, features_1_block_2_1_bias_1, features_1_block_2_1_running_mean_1, features_1_block_2_1_running_var_1, False, 0.01, 0.001);  convolution_4 = features_1_block_2_1_weight_1 = features_1_block_2_1_bias_1 = features_1_block_2_1_running_mean_1 = features_1_block_2_1_running_var_1 = None
    getitem_6: "f32[1, 16, 16, 16][4096, 256, 16, 1]" = native_batch_norm_2[0]
    getitem_7: "f32[0][1]" = native_batch_norm_2[1]
    getitem_8: "f32[0][1]" = native_batch_norm_2[2];  native_batch_norm_2 = None
    convolution_5: "f32[1, 72, 16, 16][18432, 256, 16, 1]" = torch.ops.aten.convolution.default(getitem_6, features_2_block_0_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_6 = features_2_block_0_0_weight_1 = None
    empty_3: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_5, features_2_block_0_1_weight_1, features_2_block_0_1_bias_1, features_2_block_0_1_running_mean_1, features_2_block_0_1_running_var_1, False, 0.01, 0.001);  convolution_5 = features_2_block_0_1_weight_1 = features_2_block_0_1_bias_1 = features_2_block_0_1_running_mean_1 = features_2_block_0_1_running_var_1 = None
    getitem_9: "f32[1, 72, 16, 16][18432, 256, 16, 1]" = native_batch_norm_3[0]
    getitem_10: "f32[0][1]" = native_batch_norm_3[1]
    getitem_11: "f32[0][1]" = native_batch_norm_3[2];  native_batch_norm_3 = None
    relu_2: "f32[1, 72, 16, 16][18432, 256, 16, 1]" = torch.ops.aten.relu.default(getitem_9);  getitem_9 = None
    convolution_6: "f32[1, 72, 8, 8][4608, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_2, features_2_block_1_0_weight_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 72);  relu_2 = features_2_block_1_0_weight_1 = None
    empty_4: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_6, features_2_block_1_1_weight_1, features_2_block_1_1_bias_1, features_2_block_1_1_running_mean_1, features_2_block_1_1_running_var_1, False, 0.01, 0.001);  convolution_6 = features_2_block_1_1_weight_1 = features_2_block_1_1_bias_1 = features_2_block_1_1_running_mean_1 = features_2_block_1_1_running_var_1 = None
    getitem_12: "f32[1, 72, 8, 8][4608, 64, 8, 1]" = native_batch_norm_4[0]
    getitem_13: "f32[0][1]" = native_batch_norm_4[1]
    getitem_14: "f32[0][1]" = native_batch_norm_4[2];  native_batch_norm_4 = None
    relu_3: "f32[1, 72, 8, 8][4608, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_12);  getitem_12 = None
    convolution_7: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_3, features_2_block_2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_3 = features_2_block_2_0_weight_1 = None
    empty_5: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_7, features_2_block_2_1_weight_1, features_2_block_2_1_bias_1, features_2_block_2_1_running_mean_1, features_2_block_2_1_running_var_1, False, 0.01, 0.001);  convolution_7 = features_2_block_2_1_weight_1 = features_2_block_2_1_bias_1 = features_2_block_2_1_running_mean_1 = features_2_block_2_1_running_var_1 = None
    getitem_15: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_5[0]
    getitem_16: "f32[0][1]" = native_batch_norm_5[1]
    getitem_17: "f32[0][1]" = native_batch_norm_5[2];  native_batch_norm_5 = None
    convolution_8: "f32[1, 88, 8, 8][5632, 64, 8, 1]" = torch.ops.aten.convolution.default(getitem_15, features_3_block_0_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  features_3_block_0_0_weight_1 = None
    empty_6: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_8, features_3_block_0_1_weight_1, features_3_block_0_1_bias_1, features_3_block_0_1_running_mean_1, features_3_block_0_1_running_var_1, False, 0.01, 0.001);  convolution_8 = features_3_block_0_1_weight_1 = features_3_block_0_1_bias_1 = features_3_block_0_1_running_mean_1 = features_3_block_0_1_running_var_1 = None
    getitem_18: "f32[1, 88, 8, 8][5632, 64, 8, 1]" = native_batch_norm_6[0]
    getitem_19: "f32[0][1]" = native_batch_norm_6[1]
    getitem_20: "f32[0][1]" = native_batch_norm_6[2];  native_batch_norm_6 = None
    relu_4: "f32[1, 88, 8, 8][5632, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_18);  getitem_18 = None
    convolution_9: "f32[1, 88, 8, 8][5632, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_4, features_3_block_1_0_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 88);  relu_4 = features_3_block_1_0_weight_1 = None
    empty_7: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_9, features_3_block_1_1_weight_1, features_3_block_1_1_bias_1, features_3_block_1_1_running_mean_1, features_3_block_1_1_running_var_1, False, 0.01, 0.001);  convolution_9 = features_3_block_1_1_weight_1 = features_3_block_1_1_bias_1 = features_3_block_1_1_running_mean_1 = features_3_block_1_1_running_var_1 = None
    getitem_21: "f32[1, 88, 8, 8][5632, 64, 8, 1]" = native_batch_norm_7[0]
    getitem_22: "f32[0][1]" = native_batch_norm_7[1]
    getitem_23: "f32[0][1]" = native_batch_norm_7[2];  native_batch_norm_7 = None
    relu_5: "f32[1, 88, 8, 8][5632, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_21);  getitem_21 = None
    convolution_10: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_5, features_3_block_2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_5 = features_3_block_2_0_weight_1 = None
    empty_8: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(convolution_10, features_3_block_2_1_weight_1, features_3_block_2_1_bias_1, features_3_block_2_1_running_mean_1, features_3_block_2_1_running_var_1, False, 0.01, 0.001);  convolution_10 = features_3_block_2_1_weight_1 = features_3_block_2_1_bias_1 = features_3_block_2_1_running_mean_1 = features_3_block_2_1_running_var_1 = None
    getitem_24: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_8[0]
    getitem_25: "f32[0][1]" = native_batch_norm_8[1]
    getitem_26: "f32[0][1]" = native_batch_norm_8[2];  native_batch_norm_8 = None
    add: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.add.Tensor(getitem_24, getitem_15);  getitem_24 = getitem_15 = None
    convolution_11: "f32[1, 96, 8, 8][6144, 64, 8, 1]" = torch.ops.aten.convolution.default(add, features_4_block_0_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add = features_4_block_0_0_weight_1 = None
    empty_9: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_11, features_4_block_0_1_weight_1, features_4_block_0_1_bias_1, features_4_block_0_1_running_mean_1, features_4_block_0_1_running_var_1, False, 0.01, 0.001);  convolution_11 = features_4_block_0_1_weight_1 = features_4_block_0_1_bias_1 = features_4_block_0_1_running_mean_1 = features_4_block_0_1_running_var_1 = None
    getitem_27: "f32[1, 96, 8, 8][6144, 64, 8, 1]" = native_batch_norm_9[0]
    getitem_28: "f32[0][1]" = native_batch_norm_9[1]
    getitem_29: "f32[0][1]" = native_batch_norm_9[2];  native_batch_norm_9 = None
    hardswish_1: "f32[1, 96, 8, 8][6144, 64, 8, 1]" = torch.ops.aten.hardswish.default(getitem_27);  getitem_27 = None
    convolution_12: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.convolution.default(hardswish_1, features_4_block_1_0_weight_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 96);  hardswish_1 = features_4_block_1_0_weight_1 = None
    empty_10: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(convolution_12, features_4_block_1_1_weight_1, features_4_block_1_1_bias_1, features_4_block_1_1_running_mean_1, features_4_block_1_1_running_var_1, False, 0.01, 0.001);  convolution_12 = features_4_block_1_1_weight_1 = features_4_block_1_1_bias_1 = features_4_block_1_1_running_mean_1 = features_4_block_1_1_running_var_1 = None
    getitem_30: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = native_batch_norm_10[0]
    getitem_31: "f32[0][1]" = native_batch_norm_10[1]
    getitem_32: "f32[0][1]" = native_batch_norm_10[2];  native_batch_norm_10 = None
    hardswish_2: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.hardswish.default(getitem_30);  getitem_30 = None
    mean_1: "f32[1, 96, 1, 1][96, 1, 1, 1]" = torch.ops.aten.mean.dim(hardswish_2, [-1, -2], True)
    convolution_13: "f32[1, 24, 1, 1][24, 1, 1, 1]" = torch.ops.aten.convolution.default(mean_1, features_4_block_2_fc1_weight_1, features_4_block_2_fc1_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_1 = features_4_block_2_fc1_weight_1 = features_4_block_2_fc1_bias_1 = None
    relu_6: "f32[1, 24, 1, 1][24, 1, 1, 1]" = torch.ops.aten.relu.default(convolution_13);  convolution_13 = None
    convolution_14: "f32[1, 96, 1, 1][96, 1, 1, 1]" = torch.ops.aten.convolution.default(relu_6, features_4_block_2_fc2_weight_1, features_4_block_2_fc2_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_6 = features_4_block_2_fc2_weight_1 = features_4_block_2_fc2_bias_1 = None
    hardsigmoid_1: "f32[1, 96, 1, 1][96, 1, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_14);  convolution_14 = None
    mul_1: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.mul.Tensor(hardsigmoid_1, hardswish_2);  hardsigmoid_1 = hardswish_2 = None
    convolution_15: "f32[1, 40, 4, 4][640, 16, 4, 1]" = torch.ops.aten.convolution.default(mul_1, features_4_block_3_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_1 = features_4_block_3_0_weight_1 = None
    empty_11: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(convolution_15, features_4_block_3_1_weight_1, features_4_block_3_1_bias_1, features_4_block_3_1_running_mean_1, features_4_block_3_1_running_var_1, False, 0.01, 0.001);  convolution_15 = features_4_block_3_1_weight_1 = features_4_block_3_1_bias_1 = features_4_block_3_1_running_mean_1 = features_4_block_3_1_running_var_1 = None
    getitem_33: "f32[1, 40, 4, 4][640, 16, 4, 1]" = native_batch_norm_11[0]
    getitem_34: "f32[0][1]" = native_batch_norm_11[1]
    getitem_35: "f32[0][1]" = native_batch_norm_11[2];  native_batch_norm_11 = None
    convolution_16: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_33, features_5_block_0_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  features_5_block_0_0_weight_1 = None
    empty_12: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(convolution_16, features_5_block_0_1_weight_1, features_5_block_0_1_bias_1, features_5_block_0_1_running_mean_1, features_5_block_0_1_running_var_1, False, 0.01, 0.001);  convolution_16 = features_5_block_0_1_weight_1 = features_5_block_0_1_bias_1 = features_5_block_0_1_running_mean_1 = features_5_block_0_1_running_var_1 = None
    getitem_36: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = native_batch_norm_12[0]
    getitem_37: "f32[0][1]" = native_batch_norm_12[1]
    getitem_38: "f32[0][1]" = native_batch_norm_12[2];  native_batch_norm_12 = None
    hardswish_3: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.hardswish.default(getitem_36);  getitem_36 = None
    convolution_17: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.convolution.default(hardswish_3, features_5_block_1_0_weight_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  hardswish_3 = features_5_block_1_0_weight_1 = None
    empty_13: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_13 = torch.ops.aten.native_batch_norm.default(convolution_17, features_5_block_1_1_weight_1, features_5_block_1_1_bias_1, features_5_block_1_1_running_mean_1, features_5_block_1_1_running_var_1, False, 0.01, 0.001);  convolution_17 = features_5_block_1_1_weight_1 = features_5_block_1_1_bias_1 = features_5_block_1_1_running_mean_1 = features_5_block_1_1_running_var_1 = None
    getitem_39: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = native_batch_norm_13[0]
    getitem_40: "f32[0][1]" = native_batch_norm_13[1]
    getitem_41: "f32[0][1]" = native_batch_norm_13[2];  native_batch_norm_13 = None
    hardswish_4: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.hardswish.default(getitem_39);  getitem_39 = None
    mean_2: "f32[1, 240, 1, 1][240, 1, 1, 1]" = torch.ops.aten.mean.dim(hardswish_4, [-1, -2], True)
    convolution_18: "f32[1, 64, 1, 1][64, 1, 1, 1]" = torch.ops.aten.convolution.default(mean_2, features_5_block_2_fc1_weight_1, features_5_block_2_fc1_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_2 = features_5_block_2_fc1_weight_1 = features_5_block_2_fc1_bias_1 = None
    relu_7: "f32[1, 64, 1, 1][64, 1, 1, 1]" = torch.ops.aten.relu.default(convolution_18);  convolution_18 = None
    convolution_19: "f32[1, 240, 1, 1][240, 1, 1, 1]" = torch.ops.aten.convolution.default(relu_7, features_5_block_2_fc2_weight_1, features_5_block_2_fc2_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_7 = features_5_block_2_fc2_weight_1 = features_5_block_2_fc2_bias_1 = None
    hardsigmoid_2: "f32[1, 240, 1, 1][240, 1, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_19);  convolution_19 = None
    mul_2: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.mul.Tensor(hardsigmoid_2, hardswish_4);  hardsigmoid_2 = hardswish_4 = None
    convolution_20: "f32[1, 40, 4, 4][640, 16, 4, 1]" = torch.ops.aten.convolution.default(mul_2, features_5_block_3_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_2 = features_5_block_3_0_weight_1 = None
    empty_14: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_14 = torch.ops.aten.native_batch_norm.default(convolution_20, features_5_block_3_1_weight_1, features_5_block_3_1_bias_1, features_5_block_3_1_running_mean_1, features_5_block_3_1_running_var_1, False, 0.01, 0.001);  convolution_20 = features_5_block_3_1_weight_1 = features_5_block_3_1_bias_1 = features_5_block_3_1_running_mean_1 = features_5_block_3_1_running_var_1 = None
    getitem_42: "f32[1, 40, 4, 4][640, 16, 4, 1]" = native_batch_norm_14[0]
    getitem_43: "f32[0][1]" = native_batch_norm_14[1]
    getitem_44: "f32[0][1]" = native_batch_norm_14[2];  native_batch_norm_14 = None
    add_1: "f32[1, 40, 4, 4][640, 16, 4, 1]" = torch.ops.aten.add.Tensor(getitem_42, getitem_33);  getitem_42 = getitem_33 = None
    convolution_21: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.convolution.default(add_1, features_6_block_0_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  features_6_block_0_0_weight_1 = None
    empty_15: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_15 = torch.ops.aten.native_batch_norm.default(convolution_21, features_6_block_0_1_weight_1, features_6_block_0_1_bias_1, features_6_block_0_1_running_mean_1, features_6_block_0_1_running_var_1, False, 0.01, 0.001);  convolution_21 = features_6_block_0_1_weight_1 = features_6_block_0_1_bias_1 = features_6_block_0_1_running_mean_1 = features_6_block_0_1_running_var_1 = None
    getitem_45: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = native_batch_norm_15[0]
    getitem_46: "f32[0][1]" = native_batch_norm_15[1]
    getitem_47: "f32[0][1]" = native_batch_norm_15[2];  native_batch_norm_15 = None
    hardswish_5: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.hardswish.default(getitem_45);  getitem_45 = None
    convolution_22: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.convolution.default(hardswish_5, features_6_block_1_0_weight_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  hardswish_5 = features_6_block_1_0_weight_1 = None
    empty_16: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_16 = torch.ops.aten.native_batch_norm.default(convolution_22, features_6_block_1_1_weight_1, features_6_block_1_1_bias_1, features_6_block_1_1_running_mean_1, features_6_block_1_1_running_var_1, False, 0.01, 0.001);  convolution_22 = features_6_block_1_1_weight_1 = features_6_block_1_1_bias_1 = features_6_block_1_1_running_mean_1 = features_6_block_1_1_running_var_1 = None
    getitem_48: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = native_batch_norm_16[0]
    getitem_49: "f32[0][1]" = native_batch_norm_16[1]
    getitem_50: "f32[0][1]" = native_batch_norm_16[2];  native_batch_norm_16 = None
    hardswish_6: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.hardswish.default(getitem_48);  getitem_48 = None
    mean_3: "f32[1, 240, 1, 1][240, 1, 1, 1]" = torch.ops.aten.mean.dim(hardswish_6, [-1, -2], True)
    convolution_23: "f32[1, 64, 1, 1][64, 1, 1, 1]" = torch.ops.aten.convolution.default(mean_3, features_6_block_2_fc1_weight_1, features_6_block_2_fc1_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_3 = features_6_block_2_fc1_weight_1 = features_6_block_2_fc1_bias_1 = None
    relu_8: "f32[1, 64, 1, 1][64, 1, 1, 1]" = torch.ops.aten.relu.default(convolution_23);  convolution_23 = None
    convolution_24: "f32[1, 240, 1, 1][240, 1, 1, 1]" = torch.ops.aten.convolution.default(relu_8, features_6_block_2_fc2_weight_1, features_6_block_2_fc2_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_8 = features_6_block_2_fc2_weight_1 = features_6_block_2_fc2_bias_1 = None
    hardsigmoid_3: "f32[1, 240, 1, 1][240, 1, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_24);  convolution_24 = None
    mul_3: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.mul.Tensor(hardsigmoid_3, hardswish_6);  hardsigmoid_3 = hardswish_6 = None
    convolution_25: "f32[1, 40, 4, 4][640, 16, 4, 1]" = torch.ops.aten.convolution.default(mul_3, features_6_block_3_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_3 = features_6_block_3_0_weight_1 = None
    empty_17: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_17 = torch.ops.aten.native_batch_norm.default(convolution_25, features_6_block_3_1_weight_1, features_6_block_3_1_bias_1, features_6_block_3_1_running_mean_1, features_6_block_3_1_running_var_1, False, 0.01, 0.001);  convolution_25 = features_6_block_3_1_weight_1 = features_6_block_3_1_bias_1 = features_6_block_3_1_running_mean_1 = features_6_block_3_1_running_var_1 = None
    getitem_51: "f32[1, 40, 4, 4][640, 16, 4, 1]" = native_batch_norm_17[0]
    getitem_52: "f32[0][1]" = native_batch_norm_17[1]
    getitem_53: "f32[0][1]" = native_batch_norm_17[2];  native_batch_norm_17 = None
    add_2: "f32[1, 40, 4, 4][640, 16, 4, 1]" = torch.ops.aten.add.Tensor(getitem_51, add_1);  getitem_51 = add_1 = None
    convolution_26: "f32[1, 120, 4, 4][1920, 16, 4, 1]" = torch.ops.aten.convolution.default(add_2, features_7_block_0_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_2 = features_7_block_0_0_weight_1 = None
    empty_18: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_18 = torch.ops.aten.native_batch_norm.default(convolution_26, features_7_block_0_1_weight_1, features_7_block_0_1_bias_1, features_7_block_0_1_running_mean_1, features_7_block_0_1_running_var_1, False, 0.01, 0.001);  convolution_26 = features_7_block_0_1_weight_1 = features_7_block_0_1_bias_1 = features_7_block_0_1_running_mean_1 = features_7_block_0_1_running_var_1 = None
    getitem_54: "f32[1, 120, 4, 4][1920, 16, 4, 1]" = native_batch_norm_18[0]
    getitem_55: "f32[0][1]" = native_batch_norm_18[1]
    getitem_56: "f32[0][1]" = native_batch_norm_18[2];  native_batch_norm_18 = None
    hardswish_7: "f32[1, 120, 4, 4][1920, 16, 4, 1]" = torch.ops.aten.hardswish.default(getitem_54);  getitem_54 = None
    convolution_27: "f32[1, 120, 4, 4][1920, 16, 4, 1]" = torch.ops.aten.convolution.default(hardswish_7, features_7_block_1_0_weight_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 120);  hardswish_7 = features_7_block_1_0_weight_1 = None
    empty_19: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_19 = torch.ops.aten.native_batch_norm.default(convolution_27, features_7_block_1_1_weight_1, features_7_block_1_1_bias_1, features_7_block_1_1_running_mean_1, features_7_block_1_1_running_var_1, False, 0.01, 0.001);  convolution_27 = features_7_block_1_1_weight_1 = features_7_block_1_1_bias_1 = features_7_block_1_1_running_mean_1 = features_7_block_1_1_running_var_1 = None
    getitem_57: "f32[1, 120, 4, 4][1920, 16, 4, 1]" = native_batch_norm_19[0]
    getitem_58: "f32[0][1]" = native_batch_norm_19[1]
    getitem_59: "f32[0][1]" = native_batch_norm_19[2];  native_batch_norm_19 = None
    hardswish_8: "f32[1, 120, 4, 4][1920, 16, 4, 1]" = torch.ops.aten.hardswish.default(getitem_57);  getitem_57 = None
    mean_4: "f32[1, 120, 1, 1][120, 1, 1, 1]" = torch.ops.aten.mean.dim(hardswish_8, [-1, -2], True)
    convolution_28: "f32[1, 32, 1, 1][32, 1, 1, 1]" = torch.ops.aten.convolution.default(mean_4, features_7_block_2_fc1_weight_1, features_7_block_2_fc1_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_4 = features_7_block_2_fc1_weight_1 = features_7_block_2_fc1_bias_1 = None
    relu_9: "f32[1, 32, 1, 1][32, 1, 1, 1]" = torch.ops.aten.relu.default(convolution_28);  convolution_28 = None
    convolution_29: "f32[1, 120, 1, 1][120, 1, 1, 1]" = torch.ops.aten.convolution.default(relu_9, features_7_block_2_fc2_weight_1, features_7_block_2_fc2_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_9 = features_7_block_2_fc2_weight_1 = features_7_block_2_fc2_bias_1 = None
    hardsigmoid_4: "f32[1, 120, 1, 1][120, 1, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_29);  convolution_29 = None
    mul_4: "f32[1, 120, 4, 4][1920, 16, 4, 1]" = torch.ops.aten.mul.Tensor(hardsigmoid_4, hardswish_8);  hardsigmoid_4 = hardswish_8 = None
    convolution_30: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(mul_4, features_7_block_3_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_4 = features_7_block_3_0_weight_1 = None
    empty_20: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_20 = torch.ops.aten.native_batch_norm.default(convolution_30, features_7_block_3_1_weight_1, features_7_block_3_1_bias_1, features_7_block_3_1_running_mean_1, features_7_block_3_1_running_var_1, False, 0.01, 0.001);  convolution_30 = features_7_block_3_1_weight_1 = features_7_block_3_1_bias_1 = features_7_block_3_1_running_mean_1 = features_7_block_3_1_running_var_1 = None
    getitem_60: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_20[0]
    getitem_61: "f32[0][1]" = native_batch_norm_20[1]
    getitem_62: "f32[0][1]" = native_batch_norm_20[2];  native_batch_norm_20 = None
    convolution_31: "f32[1, 144, 4, 4][2304, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_60, features_8_block_0_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  features_8_block_0_0_weight_1 = None
    empty_21: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_21 = torch.ops.aten.native_batch_norm.default(convolution_31, features_8_block_0_1_weight_1, features_8_block_0_1_bias_1, features_8_block_0_1_running_mean_1, features_8_block_0_1_running_var_1, False, 0.01, 0.001);  convolution_31 = features_8_block_0_1_weight_1 = features_8_block_0_1_bias_1 = features_8_block_0_1_running_mean_1 = features_8_block_0_1_running_var_1 = None
    getitem_63: "f32[1, 144, 4, 4][2304, 16, 4, 1]" = native_batch_norm_21[0]
    getitem_64: "f32[0][1]" = native_batch_norm_21[1]
    getitem_65: "f32[0][1]" = native_batch_norm_21[2];  native_batch_norm_21 = None
    hardswish_9: "f32[1, 144, 4, 4][2304, 16, 4, 1]" = torch.ops.aten.hardswish.default(getitem_63);  getitem_63 = None
    convolution_32: "f32[1, 144, 4, 4][2304, 16, 4, 1]" = torch.ops.aten.convolution.default(hardswish_9, features_8_block_1_0_weight_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 144);  hardswish_9 = features_8_block_1_0_weight_1 = None
    empty_22: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_22 = torch.ops.aten.native_batch_norm.default(convolution_32, features_8_block_1_1_weight_1, features_8_block_1_1_bias_1, features_8_block_1_1_running_mean_1, features_8_block_1_1_running_var_1, False, 0.01, 0.001);  convolution_32 = features_8_block_1_1_weight_1 = features_8_block_1_1_bias_1 = features_8_block_1_1_running_mean_1 = features_8_block_1_1_running_var_1 = None
    getitem_66: "f32[1, 144, 4, 4][2304, 16, 4, 1]" = native_batch_norm_22[0]
    getitem_67: "f32[0][1]" = native_batch_norm_22[1]
    getitem_68: "f32[0][1]" = native_batch_norm_22[2];  native_batch_norm_22 = None
    hardswish_10: "f32[1, 144, 4, 4][2304, 16, 4, 1]" = torch.ops.aten.hardswish.default(getitem_66);  getitem_66 = None
    mean_5: "f32[1, 144, 1, 1][144, 1, 1, 1]" = torch.ops.aten.mean.dim(hardswish_10, [-1, -2], True)
    convolution_33: "f32[1, 40, 1, 1][40, 1, 1, 1]" = torch.ops.aten.convolution.default(mean_5, features_8_block_2_fc1_weight_1, features_8_block_2_fc1_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_5 = features_8_block_2_fc1_weight_1 = features_8_block_2_fc1_bias_1 = None
    relu_10: "f32[1, 40, 1, 1][40, 1, 1, 1]" = torch.ops.aten.relu.default(convolution_33);  convolution_33 = None
    convolution_34: "f32[1, 144, 1, 1][144, 1, 1, 1]" = torch.ops.aten.convolution.default(relu_10, features_8_block_2_fc2_weight_1, features_8_block_2_fc2_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_10 = features_8_block_2_fc2_weight_1 = features_8_block_2_fc2_bias_1 = None
    hardsigmoid_5: "f32[1, 144, 1, 1][144, 1, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_34);  convolution_34 = None
    mul_5: "f32[1, 144, 4, 4][2304, 16, 4, 1]" = torch.ops.aten.mul.Tensor(hardsigmoid_5, hardswish_10);  hardsigmoid_5 = hardswish_10 = None
    convolution_35: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(mul_5, features_8_block_3_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_5 = features_8_block_3_0_weight_1 = None
    empty_23: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_23 = torch.ops.aten.native_batch_norm.default(convolution_35, features_8_block_3_1_weight_1, features_8_block_3_1_bias_1, features_8_block_3_1_running_mean_1, features_8_block_3_1_running_var_1, False, 0.01, 0.001);  convolution_35 = features_8_block_3_1_weight_1 = features_8_block_3_1_bias_1 = features_8_block_3_1_running_mean_1 = features_8_block_3_1_running_var_1 = None
    getitem_69: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_23[0]
    getitem_70: "f32[0][1]" = native_batch_norm_23[1]
    getitem_71: "f32[0][1]" = native_batch_norm_23[2];  native_batch_norm_23 = None
    add_3: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.add.Tensor(getitem_69, getitem_60);  getitem_69 = getitem_60 = None
    convolution_36: "f32[1, 288, 4, 4][4608, 16, 4, 1]" = torch.ops.aten.convolution.default(add_3, features_9_block_0_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_3 = features_9_block_0_0_weight_1 = None
    empty_24: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_24 = torch.ops.aten.native_batch_norm.default(convolution_36, features_9_block_0_1_weight_1, features_9_block_0_1_bias_1, features_9_block_0_1_running_mean_1, features_9_block_0_1_running_var_1, False, 0.01, 0.001);  convolution_36 = features_9_block_0_1_weight_1 = features_9_block_0_1_bias_1 = features_9_block_0_1_running_mean_1 = features_9_block_0_1_running_var_1 = None
    getitem_72: "f32[1, 288, 4, 4][4608, 16, 4, 1]" = native_batch_norm_24[0]
    getitem_73: "f32[0][1]" = native_batch_norm_24[1]
    getitem_74: "f32[0][1]" = native_batch_norm_24[2];  native_batch_norm_24 = None
    hardswish_11: "f32[1, 288, 4, 4][4608, 16, 4, 1]" = torch.ops.aten.hardswish.default(getitem_72);  getitem_72 = None
    convolution_37: "f32[1, 288, 2, 2][1152, 4, 2, 1]" = torch.ops.aten.convolution.default(hardswish_11, features_9_block_1_0_weight_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 288);  hardswish_11 = features_9_block_1_0_weight_1 = None
    empty_25: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_25 = torch.ops.aten.native_batch_norm.default(convolution_37, features_9_block_1_1_weight_1, features_9_block_1_1_bias_1, features_9_block_1_1_running_mean_1, features_9_block_1_1_running_var_1, False, 0.01, 0.001);  convolution_37 = features_9_block_1_1_weight_1 = features_9_block_1_1_bias_1 = features_9_block_1_1_running_mean_1 = features_9_block_1_1_running_var_1 = None
    getitem_75: "f32[1, 288, 2, 2][1152, 4, 2, 1]" = native_batch_norm_25[0]
    getitem_76: "f32[0][1]" = native_batch_norm_25[1]
    getitem_77: "f32[0][1]" = native_batch_norm_25[2];  native_batch_norm_25 = None
    hardswish_12: "f32[1, 288, 2, 2][1152, 4, 2, 1]" = torch.ops.aten.hardswish.default(getitem_75);  getitem_75 = None
    mean_6: "f32[1, 288, 1, 1][288, 1, 1, 1]" = torch.ops.aten.mean.dim(hardswish_12, [-1, -2], True)
    convolution_38: "f32[1, 72, 1, 1][72, 1, 1, 1]" = torch.ops.aten.convolution.default(mean_6, features_9_block_2_fc1_weight_1, features_9_block_2_fc1_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_6 = features_9_block_2_fc1_weight_1 = features_9_block_2_fc1_bias_1 = None
    relu_11: "f32[1, 72, 1, 1][72, 1, 1, 1]" = torch.ops.aten.relu.default(convolution_38);  convolution_38 = None
    convolution_39: "f32[1, 288, 1, 1][288, 1, 1, 1]" = torch.ops.aten.convolution.default(relu_11, features_9_block_2_fc2_weight_1, features_9_block_2_fc2_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_11 = features_9_block_2_fc2_weight_1 = features_9_block_2_fc2_bias_1 = None
    hardsigmoid_6: "f32[1, 288, 1, 1][288, 1, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_39);  convolution_39 = None
    mul_6: "f32[1, 288, 2, 2][1152, 4, 2, 1]" = torch.ops.aten.mul.Tensor(hardsigmoid_6, hardswish_12);  hardsigmoid_6 = hardswish_12 = None
    convolution_40: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(mul_6, features_9_block_3_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_6 = features_9_block_3_0_weight_1 = None
    empty_26: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_26 = torch.ops.aten.native_batch_norm.default(convolution_40, features_9_block_3_1_weight_1, features_9_block_3_1_bias_1, features_9_block_3_1_running_mean_1, features_9_block_3_1_running_var_1, False, 0.01, 0.001);  convolution_40 = features_9_block_3_1_weight_1 = features_9_block_3_1_bias_1 = features_9_block_3_1_running_mean_1 = features_9_block_3_1_running_var_1 = None
    getitem_78: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_26[0]
    getitem_79: "f32[0][1]" = native_batch_norm_26[1]
    getitem_80: "f32[0][1]" = native_batch_norm_26[2];  native_batch_norm_26 = None
    convolution_41: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.convolution.default(getitem_78, features_10_block_0_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  features_10_block_0_0_weight_1 = None
    empty_27: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_27 = torch.ops.aten.native_batch_norm.default(convolution_41, features_10_block_0_1_weight_1, features_10_block_0_1_bias_1, features_10_block_0_1_running_mean_1, features_10_block_0_1_running_var_1, False, 0.01, 0.001);  convolution_41 = features_10_block_0_1_weight_1 = features_10_block_0_1_bias_1 = features_10_block_0_1_running_mean_1 = features_10_block_0_1_running_var_1 = None
    getitem_81: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = native_batch_norm_27[0]
    getitem_82: "f32[0][1]" = native_batch_norm_27[1]
    getitem_83: "f32[0][1]" = native_batch_norm_27[2];  native_batch_norm_27 = None
    hardswish_13: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.hardswish.default(getitem_81);  getitem_81 = None
    convolution_42: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.convolution.default(hardswish_13, features_10_block_1_0_weight_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 576);  hardswish_13 = features_10_block_1_0_weight_1 = None
    empty_28: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_28 = torch.ops.aten.native_batch_norm.default(convolution_42, features_10_block_1_1_weight_1, features_10_block_1_1_bias_1, features_10_block_1_1_running_mean_1, features_10_block_1_1_running_var_1, False, 0.01, 0.001);  convolution_42 = features_10_block_1_1_weight_1 = features_10_block_1_1_bias_1 = features_10_block_1_1_running_mean_1 = features_10_block_1_1_running_var_1 = None
    getitem_84: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = native_batch_norm_28[0]
    getitem_85: "f32[0][1]" = native_batch_norm_28[1]
    getitem_86: "f32[0][1]" = native_batch_norm_28[2];  native_batch_norm_28 = None
    hardswish_14: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.hardswish.default(getitem_84);  getitem_84 = None
    mean_7: "f32[1, 576, 1, 1][576, 1, 1, 1]" = torch.ops.aten.mean.dim(hardswish_14, [-1, -2], True)
    convolution_43: "f32[1, 144, 1, 1][144, 1, 1, 1]" = torch.ops.aten.convolution.default(mean_7, features_10_block_2_fc1_weight_1, features_10_block_2_fc1_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_7 = features_10_block_2_fc1_weight_1 = features_10_block_2_fc1_bias_1 = None
    relu_12: "f32[1, 144, 1, 1][144, 1, 1, 1]" = torch.ops.aten.relu.default(convolution_43);  convolution_43 = None
    convolution_44: "f32[1, 576, 1, 1][576, 1, 1, 1]" = torch.ops.aten.convolution.default(relu_12, features_10_block_2_fc2_weight_1, features_10_block_2_fc2_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_12 = features_10_block_2_fc2_weight_1 = features_10_block_2_fc2_bias_1 = None
    hardsigmoid_7: "f32[1, 576, 1, 1][576, 1, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_44);  convolution_44 = None
    mul_7: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.mul.Tensor(hardsigmoid_7, hardswish_14);  hardsigmoid_7 = hardswish_14 = None
    convolution_45: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(mul_7, features_10_block_3_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_7 = features_10_block_3_0_weight_1 = None
    empty_29: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_29 = torch.ops.aten.native_batch_norm.default(convolution_45, features_10_block_3_1_weight_1, features_10_block_3_1_bias_1, features_10_block_3_1_running_mean_1, features_10_block_3_1_running_var_1, False, 0.01, 0.001);  convolution_45 = features_10_block_3_1_weight_1 = features_10_block_3_1_bias_1 = features_10_block_3_1_running_mean_1 = features_10_block_3_1_running_var_1 = None
    getitem_87: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_29[0]
    getitem_88: "f32[0][1]" = native_batch_norm_29[1]
    getitem_89: "f32[0][1]" = native_batch_norm_29[2];  native_batch_norm_29 = None
    add_4: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.add.Tensor(getitem_87, getitem_78);  getitem_87 = getitem_78 = None
    convolution_46: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.convolution.default(add_4, features_11_block_0_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  features_11_block_0_0_weight_1 = None
    empty_30: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_30 = torch.ops.aten.native_batch_norm.default(convolution_46, features_11_block_0_1_weight_1, features_11_block_0_1_bias_1, features_11_block_0_1_running_mean_1, features_11_block_0_1_running_var_1, False, 0.01, 0.001);  convolution_46 = features_11_block_0_1_weight_1 = features_11_block_0_1_bias_1 = features_11_block_0_1_running_mean_1 = features_11_block_0_1_running_var_1 = None
    getitem_90: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = native_batch_norm_30[0]
    getitem_91: "f32[0][1]" = native_batch_norm_30[1]
    getitem_92: "f32[0][1]" = native_batch_norm_30[2];  native_batch_norm_30 = None
    hardswish_15: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.hardswish.default(getitem_90);  getitem_90 = None
    convolution_47: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.convolution.default(hardswish_15, features_11_block_1_0_weight_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 576);  hardswish_15 = features_11_block_1_0_weight_1 = None
    empty_31: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_31 = torch.ops.aten.native_batch_norm.default(convolution_47, features_11_block_1_1_weight_1, features_11_block_1_1_bias_1, features_11_block_1_1_running_mean_1, features_11_block_1_1_running_var_1, False, 0.01, 0.001);  convolution_47 = features_11_block_1_1_weight_1 = features_11_block_1_1_bias_1 = features_11_block_1_1_running_mean_1 = features_11_block_1_1_running_var_1 = None
    getitem_93: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = native_batch_norm_31[0]
    getitem_94: "f32[0][1]" = native_batch_norm_31[1]
    getitem_95: "f32[0][1]" = native_batch_norm_31[2];  native_batch_norm_31 = None
    hardswish_16: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.hardswish.default(getitem_93);  getitem_93 = None
    mean_8: "f32[1, 576, 1, 1][576, 1, 1, 1]" = torch.ops.aten.mean.dim(hardswish_16, [-1, -2], True)
    convolution_48: "f32[1, 144, 1, 1][144, 1, 1, 1]" = torch.ops.aten.convolution.default(mean_8, features_11_block_2_fc1_weight_1, features_11_block_2_fc1_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_8 = features_11_block_2_fc1_weight_1 = features_11_block_2_fc1_bias_1 = None
    relu_13: "f32[1, 144, 1, 1][144, 1, 1, 1]" = torch.ops.aten.relu.default(convolution_48);  convolution_48 = None
    convolution_49: "f32[1, 576, 1, 1][576, 1, 1, 1]" = torch.ops.aten.convolution.default(relu_13, features_11_block_2_fc2_weight_1, features_11_block_2_fc2_bias_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_13 = features_11_block_2_fc2_weight_1 = features_11_block_2_fc2_bias_1 = None
    hardsigmoid_8: "f32[1, 576, 1, 1][576, 1, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_49);  convolution_49 = None
    mul_8: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.mul.Tensor(hardsigmoid_8, hardswish_16);  hardsigmoid_8 = hardswish_16 = None
    convolution_50: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(mul_8, features_11_block_3_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_8 = features_11_block_3_0_weight_1 = None
    empty_32: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_32 = torch.ops.aten.native_batch_norm.default(convolution_50, features_11_block_3_1_weight_1, features_11_block_3_1_bias_1, features_11_block_3_1_running_mean_1, features_11_block_3_1_running_var_1, False, 0.01, 0.001);  convolution_50 = features_11_block_3_1_weight_1 = features_11_block_3_1_bias_1 = features_11_block_3_1_running_mean_1 = features_11_block_3_1_running_var_1 = None
    getitem_96: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_32[0]
    getitem_97: "f32[0][1]" = native_batch_norm_32[1]
    getitem_98: "f32[0][1]" = native_batch_norm_32[2];  native_batch_norm_32 = None
    add_5: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.add.Tensor(getitem_96, add_4);  getitem_96 = add_4 = None
    convolution_51: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.convolution.default(add_5, features_12_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_5 = features_12_0_weight_1 = None
    empty_33: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_33 = torch.ops.aten.native_batch_norm.default(convolution_51, features_12_1_weight_1, features_12_1_bias_1, features_12_1_running_mean_1, features_12_1_running_var_1, False, 0.01, 0.001);  convolution_51 = features_12_1_weight_1 = features_12_1_bias_1 = features_12_1_running_mean_1 = features_12_1_running_var_1 = None
    getitem_99: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = native_batch_norm_33[0]
    getitem_100: "f32[0][1]" = native_batch_norm_33[1]
    getitem_101: "f32[0][1]" = native_batch_norm_33[2];  native_batch_norm_33 = None
    hardswish_17: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.hardswish.default(getitem_99);  getitem_99 = None
    mean_9: "f32[1, 576, 1, 1][576, 1, 1, 1]" = torch.ops.aten.mean.dim(hardswish_17, [-1, -2], True);  hardswish_17 = None
    _reshape_alias: "f32[1, 576][576, 1]" = torch.ops.aten._reshape_alias.default(mean_9, [1, 576], [576, 1]);  mean_9 = None
    t: "f32[576, 1024][1, 576]" = torch.ops.aten.t.default(classifier_0_weight_1);  classifier_0_weight_1 = None
    addmm: "f32[1, 1024][1024, 1]" = torch.ops.aten.addmm.default(classifier_0_bias_1, _reshape_alias, t);  classifier_0_bias_1 = _reshape_alias = t = None
    hardswish_18: "f32[1, 1024][1024, 1]" = torch.ops.aten.hardswish.default(addmm);  addmm = None
    t_1: "f32[1024, 1000][1, 1024]" = torch.ops.aten.t.default(classifier_3_weight_1);  classifier_3_weight_1 = None
    addmm_1: "f32[1, 1000][1000, 1]" = torch.ops.aten.addmm.default(classifier_3_bias_1, hardswish_18, t_1);  classifier_3_bias_1 = hardswish_18 = t_1 = None
    return addmm_1
