# mnasnet0_5_eval: torchvision.models.mnasnet0_5(weights=None), eval mode, on a 1x3x64x64 image
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, layers_0_weight_1: "f32[16, 3, 3, 3]", layers_1_weight_1: "f32[16]", layers_1_bias_1: "f32[16]", layers_3_weight_1: "f32[16, 1, 3, 3]", layers_4_weight_1: "f32[16]", layers_4_bias_1: "f32[16]", layers_6_weight_1: "f32[8, 16, 1, 1]", layers_7_weight_1: "f32[8]", layers_7_bias_1: "f32[8]", layers_8_0_layers_0_weight_1: "f32[24, 8, 1, 1]", layers_8_0_layers_1_weight_1: "f32[24]", layers_8_0_layers_1_bias_1: "f32[24]", layers_8_0_layers_3_weight_1: "f32[24, 1, 3, 3]", layers_8_0_layers_4_weight_1: "f32[24]", layers_8_0_layers_4_bias_1: "f32[24]", layers_8_0_layers_6_weight_1: "f32[16, 24, 1, 1]", layers_8_0_layers_7_weight_1: "f32[16]", layers_8_0_layers_7_bias_1: "f32[16]", layers_8_1_layers_0_weight_1: "f32[48, 16, 1, 1]", layers_8_1_layers_1_weight_1: "f32[48]", layers_8_1_layers_1_bias_1: "f32[48]", layers_8_1_layers_3_weight_1: "f32[48, 1, 3, 3]", layers_8_1_layers_4_weight_1: "f32[48]", layers_8_1_layers_4_bias_1: "f32[48]", layers_8_1_layers_6_weight_1: "f32[16, 48, 1, 1]", layers_8_1_layers_7_weight_1: "f32[16]", layers_8_1_layers_7_bias_1: "f32[16]", layers_8_2_layers_0_weight_1: "f32[48, 16, 1, 1]", layers_8_2_layers_1_weight_1: "f32[48]", layers_8_2_layers_1_bias_1: "f32[48]", layers_8_2_layers_3_weight_1: "f32[48, 1, 3, 3]", layers_8_2_layers_4_weight_1: "f32[48]", layers_8_2_layers_4_bias_1: "f32[48]", layers_8_2_layers_6_weight_1: "f32[16, 48, 1, 1]", layers_8_2_layers_7_weight_1: "f32[16]", layers_8_2_layers_7_bias_1: "f32[16]", layers_9_0_layers_0_weight_1: "f32[48, 16, 1, 1]", layers_9_0_layers_1_weight_1: "f32[48]", layers_9_0_layers_1_bias_1: "f32[48]", layers_9_0_layers_3_weight_1: "f32[48, 1, 5, 5]", layers_9_0_layers_4_weight_1: "f32[48]", layers_9_0_layers_4_bias_1: "f32[48]", layers_9_0_layers_6_weight_1: "f32[24, 48, 1, 1]", layers_9_0_layers_7_weight_1: "f32[24]", layers_9_0_layers_7_bias_1: "f32[24]", layers_9_1_layers_0_weight_1: "f32[72, 24, 1, 1]", layers_9_1_layers_1_weight_1: "f32[72]", layers_9_1_layers_1_bias_1: "f32[72]", layers_9_1_layers_3_weight_1: "f32[72, 1, 5, 5]", layers_9_1_layers_4_weight_1: "f32[72]", layers_9_1_layers_4_bias_1: "f32[72]", layers_9_1_layers_6_weight_1: "f32[24, 72, 1, 1]", layers_9_1_layers_7_weight_1: "f32[24]", layers_9_1_layers_7_bias_1: "f32[24]", layers_9_2_layers_0_weight_1: "f32[72, 24, 1, 1]", layers_9_2_layers_1_weight_1: "f32[72]", layers_9_2_layers_1_bias_1: "f32[72]", layers_9_2_layers_3_weight_1: "f32[72, 1, 5, 5]", layers_9_2_layers_4_weight_1: "f32[72]", layers_9_2_layers_4_bias_1: "f32[72]", layers_9_2_layers_6_weight_1: "f32[24, 72, 1, 1]", layers_9_2_layers_7_weight_1: "f32[24]", layers_9_2_layers_7_bias_1: "f32[24]", layers_10_0_layers_0_weight_1: "f32[144, 24, 1, 1]", layers_10_0_layers_1_weight_1: "f32[144]", layers_10_0_layers_1_bias_1: "f32[144]", layers_10_0_layers_3_weight_1: "f32[144, 1, 5, 5]", layers_10_0_layers_4_weight_1: "f32[144]", layers_10_0_layers_4_bias_1: "f32[144]", layers_10_0_layers_6_weight_1: "f32[40, 144, 1, 1]", layers_10_0_layers_7_weight_1: "f32[40]", layers_10_0_layers_7_bias_1: "f32[40]", layers_10_1_layers_0_weight_1: "f32[240, 40, 1, 1]", layers_10_1_layers_1_weight_1: "f32[240]", layers_10_1_layers_1_bias_1: "f32[240]", layers_10_1_layers_3_weight_1: "f32[240, 1, 5, 5]", layers_10_1_layers_4_weight_1: "f32[240]", layers_10_1_layers_4_bias_1: "f32[240]", layers_10_1_layers_6_weight_1: "f32[40, 240, 1, 1]", layers_10_1_layers_7_weight_1: "f32[40]", layers_10_1_layers_7_bias_1: "f32[40]", layers_10_2_layers_0_weight_1: "f32[240, 40, 1, 1]", layers_10_2_layers_1_weight_1: "f32[240]", layers_10_2_layers_1_bias_1: "f32[240]", layers_10_2_layers_3_weight_1: "f32[240, 1, 5, 5]", layers_10_2_layers_4_weight_1: "f32[240]", layers_10_2_layers_4_bias_1: "f32[240]", layers_10_2_layers_6_weight_1: "f32[40, 240, 1, 1]", layers_10_2_layers_7_weight_1: "f32[40]", layers_10_2_layers_7_bias_1: "f32[40]", layers_11_0_layers_0_weight_1: "f32[240, 40, 1, 1]", layers_11_0_layers_1_weight_1: "f32[240]", layers_11_0_layers_1_bias_1: "f32[240]", layers_11_0_layers_3_weight_1: "f32[240, 1, 3, 3]", layers_11_0_layers_4_weight_1: "f32[240]", layers_11_0_layers_4_bias_1: "f32[240]", layers_11_0_layers_6_weight_1: "f32[48, 240, 1, 1]", layers_11_0_layers_7_weight_1: "f32[48]", layers_11_0_layers_7_bias_1: "f32[48]", layers_11_1_layers_0_weight_1: "f32[288, 48, 1, 1]", layers_11_1_layers_1_weight_1: "f32[288]", layers_11_1_layers_1_bias_1: "f32[288]", layers_11_1_layers_3_weight_1: "f32[288, 1, 3, 3]", layers_11_1_layers_4_weight_1: "f32[288]", layers_11_1_layers_4_bias_1: "f32[288]", layers_11_1_layers_6_weight_1: "f32[48, 288, 1, 1]", layers_11_1_layers_7_weight_1: "f32[48]", layers_11_1_layers_7_bias_1: "f32[48]", layers_12_0_layers_0_weight_1: "f32[288, 48, 1, 1]", layers_12_0_layers_1_weight_1: "f32[288]", layers_12_0_layers_1_bias_1: "f32[288]", layers_12_0_layers_3_weight_1: "f32[288, 1, 5, 5]", layers_12_0_layers_4_weight_1: "f32[288]", layers_12_0_layers_4_bias_1: "f32[288]", layers_12_0_layers_6_weight_1: "f32[96, 288, 1, 1]", layers_12_0_layers_7_weight_1: "f32[96]", layers_12_0_layers_7_bias_1: "f32[96]", layers_12_1_layers_0_weight_1: "f32[576, 96, 1, 1]", layers_12_1_layers_1_weight_1: "f32[576]", layers_12_1_layers_1_bias_1: "f32[576]", layers_12_1_layers_3_weight_1: "f32[576, 1, 5, 5]", layers_12_1_layers_4_weight_1: "f32[576]", layers_12_1_layers_4_bias_1: "f32[576]", layers_12_1_layers_6_weight_1: "f32[96, 576, 1, 1]", layers_12_1_layers_7_weight_1: "f32[96]", layers_12_1_layers_7_bias_1: "f32[96]", layers_12_2_layers_0_weight_1: "f32[576, 96, 1, 1]", layers_12_2_layers_1_weight_1: "f32[576]", layers_12_2_layers_1_bias_1: "f32[576]", layers_12_2_layers_3_weight_1: "f32[576, 1, 5, 5]", layers_12_2_layers_4_weight_1: "f32[576]", layers_12_2_layers_4_bias_1: "f32[576]", layers_12_2_layers_6_weight_1: "f32[96, 576, 1, 1]", layers_12_2_layers_7_weight_1: "f32[96]", layers_12_2_layers_7_bias_1: "f32[96]", layers_12_3_layers_0_weight_1: "f32[576, 96, 1, 1]", layers_12_3_layers_1_weight_1: "f32[576]", layers_12_3_layers_1_bias_1: "f32[576]", layers_12_3_layers_3_weight_1: "f32[576, 1, 5, 5]", layers_12_3_layers_4_weight_1: "f32[576]", layers_12_3_layers_4_bias_1: "f32[576]", layers_12_3_layers_6_weight_1: "f32[96, 576, 1, 1]", layers_12_3_layers_7_weight_1: "f32[96]", layers_12_3_layers_7_bias_1: "f32[96]", layers_13_0_layers_0_weight_1: "f32[576, 96, 1, 1]", layers_13_0_layers_1_weight_1: "f32[576]", layers_13_0_layers_1_bias_1: "f32[576]", layers_13_0_layers_3_weight_1: "f32[576, 1, 3, 3]", layers_13_0_layers_4_weight_1: "f32[576]", layers_13_0_layers_4_bias_1: "f32[576]", layers_13_0_layers_6_weight_1: "f32[160, 576, 1, 1]", layers_13_0_layers_7_weight_1: "f32[160]", layers_13_0_layers_7_bias_1: "f32[160]", layers_14_weight_1: "f32[1280, 160, 1, 1]", layers_15_weight_1: "f32[1280]", layers_15_bias_1: "f32[1280]", classifier_1_weight_1: "f32[1000, 1280]", classifier_1_bias_1: "f32[1000]", layers_1_running_mean_1: "f32[16]", layers_1_running_var_1: "f32[16]", layers_1_num_batches_tracked_1: "i64[]", layers_4_running_mean_1: "f32[16]", layers_4_running_var_1: "f32[16]", layers_4_num_batches_tracked_1: "i64[]", layers_7_running_mean_1: "f32[8]", layers_7_running_var_1: "f32[8]", layers_7_num_batches_tracked_1: "i64[]", layers_8_0_layers_1_running_mean_1: "f32[24]", layers_8_0_layers_1_running_var_1: "f32[24]", layers_8_0_layers_1_num_batches_tracked_1: "i64[]", layers_8_0_layers_4_running_mean_1: "f32[24]", layers_8_0_layers_4_running_var_1: "f32[24]", layers_8_0_layers_4_num_batches_tracked_1: "i64[]", layers_8_0_layers_7_running_mean_1: "f32[16]", layers_8_0_layers_7_running_var_1: "f32[16]", layers_8_0_layers_7_num_batches_tracked_1: "i64[]", layers_8_1_layers_1_running_mean_1: "f32[48]", layers_8_1_layers_1_running_var_1: "f32[48]", layers_8_1_layers_1_num_batches_tracked_1: "i64[]", layers_8_1_layers_4_running_mean_1: "f32[48]", layers_8_1_layers_4_running_var_1: "f32[48]", layers_8_1_layers_4_num_batches_tracked_1: "i64[]", layers_8_1_layers_7_running_mean_1: "f32[16]", layers_8_1_layers_7_running_var_1: "f32[16]", layers_8_1_layers_7_num_batches_tracked_1: "i64[]", layers_8_2_layers_1_running_mean_1: "f32[48]", layers_8_2_layers_1_running_var_1: "f32[48]", layers_8_2_layers_1_num_batches_tracked_1: "i64[]", layers_8_2_layers_4_running_mean_1: "f32[48]", layers_8_2_layers_4_running_var_1: "f32[48]", layers_8_2_layers_4_num_batches_tracked_1: "i64[]", layers_8_2_layers_7_running_mean_1: "f32[16]", layers_8_2_layers_7_running_var_1: "f32[16]", layers_8_2_layers_7_num_batches_tracked_1: "i64[]", layers_9_0_layers_1_running_mean_1: "f32[48]", layers_9_0_layers_1_running_var_1: "f32[48]", layers_9_0_layers_1_num_batches_tracked_1: "i64[]", layers_9_0_layers_4_running_mean_1: "f32[48]", layers_9_0_layers_4_running_var_1: "f32[48]", layers_9_0_layers_4_num_batches_tracked_1: "i64[]", layers_9_0_layers_7_running_mean_1: "f32[24]", layers_9_0_layers_7_running_var_1: "f32[24]", layers_9_0_layers_7_num_batches_tracked_1: "i64[]", layers_9_1_layers_1_running_mean_1: "f32[72]", layers_9_1_layers_1_running_var_1: "f32[72]", layers_9_1_layers_1_num_batches_tracked_1: "i64[]", layers_9_1_layers_4_running_mean_1: "f32[72]", layers_9_1_layers_4_running_var_1: "f32[72]", layers_9_1_layers_4_num_batches_tracked_1: "i64[]", layers_9_1_layers_7_running_mean_1: "f32[24]", layers_9_1_layers_7_running_var_1: "f32[24]", layers_9_1_layers_7_num_batches_tracked_1: "i64[]", layers_9_2_layers_1_running_mean_1: "f32[72]", layers_9_2_layers_1_running_var_1: "f32[72]", layers_9_2_layers_1_num_batches_tracked_1: "i64[]", layers_9_2_layers_4_running_mean_1: "f32[72]", layers_9_2_layers_4_running_var_1: "f32[72]", layers_9_2_layers_4_num_batches_tracked_1: "i64[]", layers_9_2_layers_7_running_mean_1: "f32[24]", layers_9_2_layers_7_running_var_1: "f32[24]", layers_9_2_layers_7_num_batches_tracked_1: "i64[]", layers_10_0_layers_1_running_mean_1: "f32[144]", layers_10_0_layers_1_running_var_1: "f32[144]", layers_10_0_layers_1_num_batches_tracked_1: "i64[]", layers_10_0_layers_4_running_mean_1: "f32[144]", layers_10_0_layers_4_running_var_1: "f32[144]", layers_10_0_layers_4_num_batches_tracked_1: "i64[]", layers_10_0_layers_7_running_mean_1: "f32[40]", layers_10_0_layers_7_running_var_1: "f32[40]", layers_10_0_layers_7_num_batches_tracked_1: "i64[]", layers_10_1_layers_1_running_mean_1: "f32[240]", layers_10_1_layers_1_running_var_1: "f32[240]", layers_10_1_layers_1_num_batches_tracked_1: "i64[]", layers_10_1_layers_4_running_mean_1: "f32[240]", layers_10_1_layers_4_running_var_1: "f32[240]", layers_10_1_layers_4_num_batches_tracked_1: "i64[]", layers_10_1_layers_7_running_mean_1: "f32[40]", layers_10_1_layers_7_running_var_1: "f32[40]", layers_10_1_layers_7_num_batches_tracked_1: "i64[]", layers_10_2_layers_1_running_mean_1: "f32[240]", layers_10_2_layers_1_running_var_1: "f32[240]", layers_10_2_layers_1_num_batches_tracked_1: "i64[]", layers_10_2_layers_4_running_mean_1: "f32[240]", layers_10_2_layers_4_running_var_1: "f32[240]", layers_10_2_layers_4_num_batches_tracked_1: "i64[]", layers_10_2_layers_7_running_mean_1: "f32[40]", layers_10_2_layers_7_running_var_1: "f32[40]", layers_10_2_layers_7_num_batches_tracked_1: "i64[]", layers_11_0_layers_1_running_mean_1: "f32[240]", layers_11_0_layers_1_running_var_1: "f32[240]", layers_11_0_layers_1_num_batches_tracked_1: "i64[]", layers_11_0_layers_4_running_mean_1: "f32[240]", layers_11_0_layers_4_running_var_1: "f32[240]", layers_11_0_layers_4_num_batches_tracked_1: "i64[]", layers_11_0_layers_7_running_mean_1: "f32[48]", layers_11_0_layers_7_running_var_1: "f32[48]", layers_11_0_layers_7_num_batches_tracked_1: "i64[]", layers_11_1_layers_1_running_mean_1: "f32[288]", layers_11_1_layers_1_running_var_1: "f32[288]", layers_11_1_layers_1_num_batches_tracked_1: "i64[]", layers_11_1_layers_4_running_mean_1: "f32[288]", layers_11_1_layers_4_running_var_1: "f32[288]", layers_11_1_layers_4_num_batches_tracked_1: "i64[]", layers_11_1_layers_7_running_mean_1: "f32[48]", layers_11_1_layers_7_running_var_1: "f32[48]", layers_11_1_layers_7_num_batches_tracked_1: "i64[]", layers_12_0_layers_1_running_mean_1: "f32[288]", layers_12_0_layers_1_running_var_1: "f32[288]", layers_12_0_layers_1_num_batches_tracked_1: "i64[]", layers_12_0_layers_4_running_mean_1: "f32[288]", layers_12_0_layers_4_running_var_1: "f32[288]", layers_12_0_layers_4_num_batches_tracked_1: "i64[]", layers_12_0_layers_7_running_mean_1: "f32[96]", layers_12_0_layers_7_running_var_1: "f32[96]", layers_12_0_layers_7_num_batches_tracked_1: "i64[]", layers_12_1_layers_1_running_mean_1: "f32[576]", layers_12_1_layers_1_running_var_1: "f32[576]", layers_12_1_layers_1_num_batches_tracked_1: "i64[]", layers_12_1_layers_4_running_mean_1: "f32[576]", layers_12_1_layers_4_running_var_1: "f32[576]", layers_12_1_layers_4_num_batches_tracked_1: "i64[]", layers_12_1_layers_7_running_mean_1: "f32[96]", layers_12_1_layers_7_running_var_1: "f32[96]", layers_12_1_layers_7_num_batches_tracked_1: "i64[]", layers_12_2_layers_1_running_mean_1: "f32[576]", layers_12_2_layers_1_running_var_1: "f32[576]", layers_12_2_layers_1_num_batches_tracked_1: "i64[]", layers_12_2_layers_4_running_mean_1: "f32[576]", layers_12_2_layers_4_running_var_1: "f32[576]", layers_12_2_layers_4_num_batches_tracked_1: "i64[]", layers_12_2_layers_7_running_mean_1: "f32[96]", layers_12_2_layers_7_running_var_1: "f32[96]", layers_12_2_layers_7_num_batches_tracked_1: "i64[]", layers_12_3_layers_1_running_mean_1: "f32[576]", layers_12_3_layers_1_running_var_1: "f32[576]", layers_12_3_layers_1_num_batches_tracked_1: "i64[]", layers_12_3_layers_4_running_mean_1: "f32[576]", layers_12_3_layers_4_running_var_1: "f32[576]", layers_12_3_layers_4_num_batches_tracked_1: "i64[]", layers_12_3_layers_7_running_mean_1: "f32[96]", layers_12_3_layers_7_running_var_1: "f32[96]", layers_12_3_layers_7_num_batches_tracked_1: "i64[]", layers_13_0_layers_1_running_mean_1: "f32[576]", layers_13_0_layers_1_running_var_1: "f32[576]", layers_13_0_layers_1_num_batches_tracked_1: "i64[]", layers_13_0_layers_4_running_mean_1: "f32[576]", layers_13_0_layers_4_running_var_1: "f32[576]", layers_13_0_layers_4_num_batches_tracked_1: "i64[]", layers_13_0_layers_7_running_mean_1: "f32[160]", layers_13_0_layers_7_running_var_1: "f32[160]", layers_13_0_layers_7_num_batches_tracked_1: "i64[]", layers_15_running_mean_1: "f32[1280]", layers_15_running_var_1: "f32[1280]", layers_15_num_batches_tracked_1: "i64[]", x_1: "f32[1, 3, 64, 64]"):
    convolution: "f32[1, 16, 32, 32][16384, 1024, 32, 1]" = torch.ops.aten.convolution.default(x_1, layers_0_weight_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  x_1 = layers_0_weight_1 = None
    empty: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, layers_1_weight_1, layers_1_bias_1, layers_1_running_mean_1, layers_1_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution = layers_1_weight_1 = layers_1_bias_1 = layers_1_running_mean_1 = layers_1_running_var_1 = None
    getitem: "f32[1, 16, 32, 32][16384, 1024, 32, 1]" = native_batch_norm[0]
    getitem_1: "f32[0][1]" = native_batch_norm[1]
    getitem_2: "f32[0][1]" = native_batch_norm[2];  native_batch_norm = None
    relu: "f32[1, 16, 32, 32][16384, 1024, 32, 1]" = torch.ops.aten.relu.default(getitem);  getitem = None
    convolution_1: "f32[1, 16, 32, 32][16384, 1024, 32, 1]" = torch.ops.aten.convolution.default(relu, layers_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 16);  relu = layers_3_weight_1 = None
    empty_1: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, layers_4_weight_1, layers_4_bias_1, layers_4_running_mean_1, layers_4_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_1 = layers_4_weight_1 = layers_4_bias_1 = layers_4_running_mean_1 = layers_4_running_var_1 = None
    getitem_3: "f32[1, 16, 32, 32][16384, 1024, 32, 1]" = native_batch_norm_1[0]
    getitem_4: "f32[0][1]" = native_batch_norm_1[1]
    getitem_5: "f32[0][1]" = native_batch_norm_1[2];  native_batch_norm_1 = None
    relu_1: "f32[1, 16, 32, 32][16384, 1024, 32, 1]" = torch.ops.aten.relu.default(getitem_3);  getitem_3 = None
    convolution_2: "f32[1, 8, 32, 32][8192, 1024, 32, 1]" = torch.ops.aten.convolution.default(relu_1, layers_6_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_1 = layers_6_weight_1 = None
    empty_2: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_2, layers_7_weight_1, layers_7_bias_1, layers_7_running_mean_1, layers_7_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_2 = layers_7_weight_1 = layers_7_bias_1 = layers_7_running_mean_1 = layers_7_running_var_1 = None
    getitem_6: "f32[1, 8, 32, 32][8192, 1024, 32, 1]" = native_batch_norm_2[0]
    getitem_7: "f32[0][1]" = native_batch_norm_2[1]
    getitem_8: "f32[0][1]" = native_batch_norm_2[2];  native_batch_norm_2 = None
    convolution_3: "f32[1, 24, 32, 32][24576, 1024, 32, 1]" = torch.ops.aten.convolution.default(getitem_6, layers_8_0_layers_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_6 = layers_8_0_layers_0_weight_1 = None
    empty_3: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_3, layers_8_0_layers_1_weight_1, layers_8_0_layers_1_bias_1, layers_8_0_layers_1_running_mean_1, layers_8_0_layers_1_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_3 = layers_8_0_layers_1_weight_1 = layers_8_0_layers_1_bias_1 = layers_8_0_layers_1_running_mean_1 = layers_8_0_layers_1_running_var_1 = None
    getitem_9: "f32[1, 24, 32, 32][24576, 1024, 32, 1]" = native_batch_norm_3[0]
    getitem_10: "f32[0][1]" = native_batch_norm_3[1]
    getitem_11: "f32[0][1]" = native_batch_norm_3[2];  native_batch_norm_3 = None
    relu_2: "f32[1, 24, 32, 32][24576, 1024, 32, 1]" = torch.ops.aten.relu.default(getitem_9);  getitem_9 = None
    convolution_4: "f32[1, 24, 16, 16][6144, 256, 16, 1]" = torch.ops.aten.convolution.default(relu_2, layers_8_0_layers_3_weight_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 24);  relu_2 = layers_8_0_layers_3_weight_1 = None
    empty_4: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_4, layers_8_0_layers_4_weight_1, layers_8_0_layers_4_bias_1, layers_8_0_layers_4_running_mean_1, layers_8_0_layers_4_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_4 = layers_8_0_layers_4_weight_1 = layers_8_0_layers_4_bias_1 = layers_8_0_layers_4_running_mean_1 = layers_8_0_layers_4_running_var_1 = None
    getitem_12: "f32[1, 24, 16, 16][6144, 256, 16, 1]" = native_batch_norm_4[0]
    getitem_13: "f32[0][1]" = native_batch_norm_4[1]
    getitem_14: "f32[0][1]" = native_batch_norm_4[2];  native_batch_norm_4 = None
    relu_3: "f32[1, 24, 16, 16][6144, 256, 16, 1]" = torch.ops.aten.relu.default(getitem_12);  getitem_12 = None
    convolution_5: "f32[1, 16, 16, 16][4096, 256, 16, 1]" = torch.ops.aten.convolution.default(relu_3, layers_8_0_layers_6_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_3 = layers_8_0_layers_6_weight_1 = None
    empty_5: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_5, layers_8_0_layers_7_weight_1, layers_8_0_layers_7_bias_1, layers_8_0_layers_7_running_mean_1, layers_8_0_layers_7_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_5 = layers_8_0_layers_7_weight_1 = layers_8_0_layers_7_bias_1 = layers_8_0_layers_7_running_mean_1 = layers_8_0_layers_7_running_var_1 = None
    getitem_15: "f32[1, 16, 16, 16][4096, 256, 16, 1]" = native_batch_norm_5[0]
    getitem_16: "f32[0][1]" = native_batch_norm_5[1]
    getitem_17: "f32[0][1]" = native_batch_norm_5[2];  native_batch_norm_5 = None
    convolution_6: "f32[1, 48, 16, 16][12288, 256, 16, 1]" = torch.ops.aten.convolution.default(getitem_15, layers_8_1_layers_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  layers_8_1_layers_0_weight_1 = None
    empty_6: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_6, layers_8_1_layers_1_weight_1, layers_8_1_layers_1_bias_1, layers_8_1_layers_1_running_mean_1, layers_8_1_layers_1_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_6 = layers_8_1_layers_1_weight_1 = layers_8_1_layers_1_bias_1 = layers_8_1_layers_1_running_mean_1 = layers_8_1_layers_1_running_var_1 = None
    getitem_18: "f32[1, 48, 16, 16][12288, 256, 16, 1]" = native_batch_norm_6[0]
    getitem_19: "f32[0][1]" = native_batch_norm_6[1]
    getitem_20: "f32[0][1]" = native_batch_norm_6[2];  native_batch_norm_6 = None
    relu_4: "f32[1, 48, 16, 16][12288, 256, 16, 1]" = torch.ops.aten.relu.default(getitem_18);  getitem_18 = None
    convolution_7: "f32[1, 48, 16, 16][12288, 256, 16, 1]" = torch.ops.aten.convolution.default(relu_4, layers_8_1_layers_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 48);  relu_4 = layers_8_1_layers_3_weight_1 = None
    empty_7: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_7, layers_8_1_layers_4_weight_1, layers_8_1_layers_4_bias_1, layers_8_1_layers_4_running_mean_1, layers_8_1_layers_4_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_7 = layers_8_1_layers_4_weight_1 = layers_8_1_layers_4_bias_1 = layers_8_1_layers_4_running_mean_1 = layers_8_1_layers_4_running_var_1 = None
    getitem_21: "f32[1, 48, 16, 16][12288, 256, 16, 1]" = native_batch_norm_7[0]
    getitem_22: "f32[0][1]" = native_batch_norm_7[1]
    getitem_23: "f32[0][1]" = native_batch_norm_7[2];  native_batch_norm_7 = None
    relu_5: "f32[1, 48, 16, 16][12288, 256, 16, 1]" = torch.ops.aten.relu.default(getitem_21);  getitem_21 = None
    convolution_8: "f32[1, 16, 16, 16][4096, 256, 16, 1]" = torch.ops.aten.convolution.default(relu_5, layers_8_1_layers_6_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_5 = layers_8_1_layers_6_weight_1 = None
    empty_8: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(convolution_8, layers_8_1_layers_7_weight_1, layers_8_1_layers_7_bias_1, layers_8_1_layers_7_running_mean_1, layers_8_1_layers_7_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_8 = layers_8_1_layers_7_weight_1 = layers_8_1_layers_7_bias_1 = layers_8_1_layers_7_running_mean_1 = layers_8_1_layers_7_running_var_1 = None
    getitem_24: "f32[1, 16, 16, 16][4096, 256, 16, 1]" = native_batch_norm_8[0]
    getitem_25: "f32[0][1]" = native_batch_norm_8[1]
    getitem_26: "f32[0][1]" = native_batch_norm_8[2];  native_batch_norm_8 = None
    add: "f32[1, 16, 16, 16][4096, 256, 16, 1]" = torch.ops.aten.add.Tensor(getitem_24, getitem_15);  getitem_24 = getitem_15 = None
    convolution_9: "f32[1, 48, 16, 16][12288, 256, 16, 1]" = torch.ops.aten.convolution.default(add, layers_8_2_layers_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  layers_8_2_layers_0_weight_1 = None
    empty_9: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_9, layers_8_2_layers_1_weight_1, layers_8_2_layers_1_bias_1, layers_8_2_layers_1_running_mean_1, layers_8_2_layers_1_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_9 = layers_8_2_layers_1_weight_1 = layers_8_2_layers_1_bias_1 = layers_8_2_layers_1_running_mean_1 = layers_8_2_layers_1_running_var_1 = None
    getitem_27: "f32[1, 48, 16, 16][12288, 256, 16, 1]" = native_batch_norm_9[0]
    getitem_28: "f32[0][1]" = native_batch_norm_9[1]
    getitem_29: "f32[0][1]" = native_batch_norm_9[2];  native_batch_norm_9 = None
    relu_6: "f32[1, 48, 16, 16][12288, 256, 16, 1]" = torch.ops.aten.relu.default(getitem_27);  getitem_27 = None
    convolution_10: "f32[1, 48, 16, 16][12288, 256, 16, 1]" = torch.ops.aten.convolution.default(relu_6, layers_8_2_layers_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 48);  relu_6 = layers_8_2_layers_3_weight_1 = None
    empty_10: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(convolution_10, layers_8_2_layers_4_weight_1, layers_8_2_layers_4_bias_1, layers_8_2_layers_4_running_mean_1, layers_8_2_layers_4_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_10 = layers_8_2_layers_4_weight_1 = layers_8_2_layers_4_bias_1 = layers_8_2_layers_4_running_mean_1 = layers_8_2_layers_4_running_var_1 = None
    getitem_30: "f32[1, 48, 16, 16][12288, 256, 16, 1]" = native_batch_norm_10[0]
    getitem_31: "f32[0][1]" = native_batch_norm_10[1]
    getitem_32: "f32[0][1]" = native_batch_norm_10[2];  native_batch_norm_10 = None
    relu_7: "f32[1, 48, 16, 16][12288, 256, 16, 1]" = torch.ops.aten.relu.default(getitem_30);  getitem_30 = None
    convolution_11: "f32[1, 16, 16, 16][4096, 256, 16, 1]" = torch.ops.aten.convolution.default(relu_7, layers_8_2_layers_6_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_7 = layers_8_2_layers_6_weight_1 = None
    empty_11: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(convolution_11, layers_8_2_layers_7_weight_1, layers_8_2_layers_7_bias_1, layers_8_2_layers_7_running_mean_1, layers_8_2_layers_7_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_11 = layers_8_2_layers_7_weight_1 = layers_8_2_layers_7_bias_1 = layers_8_2_layers_7_running_mean_1 = layers_8_2_layers_7_running_var_1 = None
    getitem_33: "f32[1, 16, 16, 16][4096, 256, 16, 1]" = native_batch_norm_11[0]
    getitem_34: "f32[0][1]" = native_batch_norm_11[1]
    getitem_35: "f32[0][1]" = native_batch_norm_11[2];  native_batch_norm_11 = None
    add_1: "f32[1, 16, 16, 16][4096, 256, 16, 1]" = torch.ops.aten.add.Tensor(getitem_33, add);  getitem_33 = add = None
    convolution_12: "f32[1, 48, 16, 16][12288, 256, 16, 1]" = torch.ops.aten.convolution.default(add_1, layers_9_0_layers_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_1 = layers_9_0_layers_0_weight_1 = None
    empty_12: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(convolution_12, layers_9_0_layers_1_weight_1, layers_9_0_layers_1_bias_1, layers_9_0_layers_1_running_mean_1, layers_9_0_layers_1_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_12 = layers_9_0_layers_1_weight_1 = layers_9_0_layers_1_bias_1 = layers_9_0_layers_1_running_mean_1 = layers_9_0_layers_1_running_var_1 = None
    getitem_36: "f32[1, 48, 16, 16][12288, 256, 16, 1]" = native_batch_norm_12[0]
    getitem_37: "f32[0][1]" = native_batch_norm_12[1]
    getitem_38: "f32[0][1]" = native_batch_norm_12[2];  native_batch_norm_12 = None
    relu_8: "f32[1, 48, 16, 16][12288, 256, 16, 1]" = torch.ops.aten.relu.default(getitem_36);  getitem_36 = None
    convolution_13: "f32[1, 48, 8, 8][3072, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_8, layers_9_0_layers_3_weight_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 48);  relu_8 = layers_9_0_layers_3_weight_1 = None
    empty_13: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_13 = torch.ops.aten.native_batch_norm.default(convolution_13, layers_9_0_layers_4_weight_1, layers_9_0_layers_4_bias_1, layers_9_0_layers_4_running_mean_1, layers_9_0_layers_4_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_13 = layers_9_0_layers_4_weight_1 = layers_9_0_layers_4_bias_1 = layers_9_0_layers_4_running_mean_1 = layers_9_0_layers_4_running_var_1 = None
    getitem_39: "f32[1, 48, 8, 8][3072, 64, 8, 1]" = native_batch_norm_13[0]
    getitem_40: "f32[0][1]" = native_batch_norm_13[1]
    getitem_41: "f32[0][1]" = native_batch_norm_13[2];  native_batch_norm_13 = None
    relu_9: "f32[1, 48, 8, 8][3072, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_39);  getitem_39 = None
    convolution_14: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_9, layers_9_0_layers_6_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_9 = layers_9_0_layers_6_weight_1 = None
    empty_14: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_14 = torch.ops.aten.native_batch_norm.default(convolution_14, layers_9_0_layers_7_weight_1, layers_9_0_layers_7_bias_1, layers_9_0_layers_7_running_mean_1, layers_9_0_layers_7_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_14 = layers_9_0_layers_7_weight_1 = layers_9_0_layers_7_bias_1 = layers_9_0_layers_7_running_mean_1 = layers_9_0_layers_7_running_var_1 = None
    getitem_42: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_14[0]
    getitem_43: "f32[0][1]" = native_batch_norm_14[1]
    getitem_44: "f32[0][1]" = native_batch_norm_14[2];  native_batch_norm_14 = None
    convolution_15: "f32[1, 72, 8, 8][4608, 64, 8, 1]" = torch.ops.aten.convolution.default(getitem_42, layers_9_1_layers_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  layers_9_1_layers_0_weight_1 = None
    empty_15: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_15 = torch.ops.aten.native_batch_norm.default(convolution_15, layers_9_1_layers_1_weight_1, layers_9_1_layers_1_bias_1, layers_9_1_layers_1_running_mean_1, layers_9_1_layers_1_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_15 = layers_9_1_layers_1_weight_1 = layers_9_1_layers_1_bias_1 = layers_9_1_layers_1_running_mean_1 = layers_9_1_layers_1_running_var_1 = None
    getitem_45: "f32[1, 72, 8, 8][4608, 64, 8, 1]" = native_batch_norm_15[0]
    getitem_46: "f32[0][1]" = native_batch_norm_15[1]
    getitem_47: "f32[0][1]" = native_batch_norm_15[2];  native_batch_norm_15 = None
    relu_10: "f32[1, 72, 8, 8][4608, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_45);  getitem_45 = None
    convolution_16: "f32[1, 72, 8, 8][4608, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_10, layers_9_1_layers_3_weight_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 72);  relu_10 = layers_9_1_layers_3_weight_1 = None
    empty_16: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_16 = torch.ops.aten.native_batch_norm.default(convolution_16, layers_9_1_layers_4_weight_1, layers_9_1_layers_4_bias_1, layers_9_1_layers_4_running_mean_1, layers_9_1_layers_4_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_16 = layers_9_1_layers_4_weight_1 = layers_9_1_layers_4_bias_1 = layers_9_1_layers_4_running_mean_1 = layers_9_1_layers_4_running_var_1 = None
    getitem_48: "f32[1, 72, 8, 8][4608, 64, 8, 1]" = native_batch_norm_16[0]
    getitem_49: "f32[0][1]" = native_batch_norm_16[1]
    getitem_50: "f32[0][1]" = native_batch_norm_16[2];  native_batch_norm_16 = None
    relu_11: "f32[1, 72, 8, 8][4608, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_48);  getitem_48 = None
    convolution_17: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_11, layers_9_1_layers_6_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_11 = layers_9_1_layers_6_weight_1 = None
    empty_17: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_17 = torch.ops.aten.native_batch_norm.default(convolution_17, layers_9_1_layers_7_weight_1, layers_9_1_layers_7_bias_1, layers_9_1_layers_7_running_mean_1, layers_9_1_layers_7_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_17 = layers_9_1_layers_7_weight_1 = layers_9_1_layers_7_bias_1 = layers_9_1_layers_7_running_mean_1 = layers_9_1_layers_7_running_var_1 = None
    getitem_51: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_17[0]
    getitem_52: "f32[0][1]" = native_batch_norm_17[1]
    getitem_53: "f32[0][1]" = native_batch_norm_17[2];  native_batch_norm_17 = None
    add_2: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.add.Tensor(getitem_51, getitem_42);  getitem_51 = getitem_42 = None
    convolution_18: "f32[1, 72, 8, 8][4608, 64, 8, 1]" = torch.ops.aten.convolution.default(add_2, layers_9_2_layers_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  layers_9_2_layers_0_weight_1 = None
    empty_18: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_18 = torch.ops.aten.native_batch_norm.default(convolution_18, layers_9_2_layers_1_weight_1, layers_9_2_layers_1_bias_1, layers_9_2_layers_1_running_mean_1, layers_9_2_layers_1_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_18 = layers_9_2_layers_1_weight_1 = layers_9_2_layers_1_bias_1 = layers_9_2_layers_1_running_mean_1 = layers_9_2_layers_1_running_var_1 = None
    getitem_54: "f32[1, 72, 8, 8][4608, 64, 8, 1]" = native_batch_norm_18[0]
    getitem_55: "f32[0][1]" = native_batch_norm_18[1]
    getitem_56: "f32[0][1]" = native_batch_norm_18[2];  native_batch_norm_18 = None
    relu_12: "f32[1, 72, 8, 8][4608, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_54);  getitem_54 = None
    convolution_19: "f32[1, 72, 8, 8][4608, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_12, layers_9_2_layers_3_weight_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 72);  relu_12 = layers_9_2_layers_3_weight_1 = None
    empty_19: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_19 = torch.ops.aten.native_batch_norm.default(convolution_19, layers_9_2_layers_4_weight_1, layers_9_2_layers_4_bias_1, layers_9_2_layers_4_running_mean_1, layers_9_2_layers_4_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_19 = layers_9_2_layers_4_weight_1 = layers_9_2_layers_4_bias_1 = layers_9_2_layers_4_running_mean_1 = layers_9_2_layers_4_running_var_1 = None
    getitem_57: "f32[1, 72, 8, 8][4608, 64, 8, 1]" = native_batch_norm_19[0]
    getitem_58: "f32[0][1]" = native_batch_norm_19[1]
    getitem_59: "f32[0][1]" = native_batch_norm_19[2];  native_batch_norm_19 = None
    relu_13: "f32[1, 72, 8, 8][4608, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_57);  getitem_57 = None
    convolution_20: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_13, layers_9_2_layers_6_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_13 = layers_9_2_layers_6_weight_1 = None
    empty_20: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_20 = torch.ops.aten.native_batch_norm.default(convolution_20, layers_9_2_layers_7_weight_1, layers_9_2_layers_7_bias_1, layers_9_2_layers_7_running_mean_1, layers_9_2_layers_7_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_20 = layers_9_2_layers_7_weight_1 = layers_9_2_layers_7_bias_1 = layers_9_2_layers_7_running_mean_1 = layers_9_2_layers_7_running_var_1 = None
    getitem_60: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_20[0]
    getitem_61: "f32[0][1]" = native_batch_norm_20[1]
    getitem_62: "f32[0][1]" = native_batch_norm_20[2];  native_batch_norm_20 = None
    add_3: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.add.Tensor(getitem_60, add_2);  getitem_60 = add_2 = None
    convolution_21: "f32[1, 144, 8, 8][9216, 64, 8, 1]" = torch.ops.aten.convolution.default(add_3, layers_10_0_layers_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_3 = layers_10_0_layers_0_weight_1 = None
    empty_21: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_21 = torch.ops.aten.native_batch_norm.default(convolution_21, layers_10_0_layers_1_weight_1, layers_10_0_layers_1_bias_1, layers_10_0_layers_1_running_mean_1, layers_10_0_layers_1_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_21 = layers_10_0_layers_1_weight_1 = layers_10_0_layers_1_bias_1 = layers_10_0_layers_1_running_mean_1 = layers_10_0_layers_1_running_var_1 = None
    getitem_63: "f32[1, 144, 8, 8][9216, 64, 8, 1]" = native_batch_norm_21[0]
    getitem_64: "f32[0][1]" = native_batch_norm_21[1]
    getitem_65: "f32[0][1]" = native_batch_norm_21[2];  native_batch_norm_21 = None
    relu_14: "f32[1, 144, 8, 8][9216, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_63);  getitem_63 = None
    convolution_22: "f32[1, 144, 4, 4][2304, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_14, layers_10_0_layers_3_weight_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 144);  relu_14 = layers_10_0_layers_3_weight_1 = None
    empty_22: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_22 = torch.ops.aten.native_batch_norm.default(convolution_22, layers_10_0_layers_4_weight_1, layers_10_0_layers_4_bias_1, layers_10_0_layers_4_running_mean_1, layers_10_0_layers_4_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_22 = layers_10_0_layers_4_weight_1 = layers_10_0_layers_4_bias_1 = layers_10_0_layers_4_running_mean_1 = layers_10_0_layers_4_running_var_1 = None
    getitem_66: "f32[1, 144, 4, 4][2304, 16, 4, 1]" = native_batch_norm_22[0]
    getitem_67: "f32[0][1]" = native_batch_norm_22[1]
    getitem_68: "f32[0][1]" = native_batch_norm_22[2];  native_batch_norm_22 = None
    relu_15: "f32[1, 144, 4, 4][2304, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_66);  getitem_66 = None
    convolution_23: "f32[1, 40, 4, 4][640, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_15, layers_10_0_layers_6_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_15 = layers_10_0_layers_6_weight_1 = None
    empty_23: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_23 = torch.ops.aten.native_batch_norm.default(convolution_23, layers_10_0_layers_7_weight_1, layers_10_0_layers_7_bias_1, layers_10_0_layers_7_running_mean_1, layers_10_0_layers_7_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_23 = layers_10_0_layers_7_weight_1 = layers_10_0_layers_7_bias_1 = layers_10_0_layers_7_running_mean_1 = layers_10_0_layers_7_running_var_1 = None
    getitem_69: "f32[1, 40, 4, 4][640, 16, 4, 1]" = native_batch_norm_23[0]
    getitem_70: "f32[0][1]" = native_batch_norm_23[1]
    getitem_71: "f32[0][1]" = native_batch_norm_23[2];  native_batch_norm_23 = None
    convolution_24: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_69, layers_10_1_layers_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  layers_10_1_layers_0_weight_1 = None
    empty_24: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_24 = torch.ops.aten.native_batch_norm.default(convolution_24, layers_10_1_layers_1_weight_1, layers_10_1_layers_1_bias_1, layers_10_1_layers_1_running_mean_1, layers_10_1_layers_1_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_24 = layers_10_1_layers_1_weight_1 = layers_10_1_layers_1_bias_1 = layers_10_1_layers_1_running_mean_1 = layers_10_1_layers_1_running_var_1 = None
    getitem_72: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = native_batch_norm_24[0]
    getitem_73: "f32[0][1]" = native_batch_norm_24[1]
    getitem_74: "f32[0][1]" = native_batch_norm_24[2];  native_batch_norm_24 = None
    relu_16: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_72);  getitem_72 = None
    convolution_25: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_16, layers_10_1_layers_3_weight_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  relu_16 = layers_10_1_layers_3_weight_1 = None
    empty_25: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_25 = torch.ops.aten.native_batch_norm.default(convolution_25, layers_10_1_layers_4_weight_1, layers_10_1_layers_4_bias_1, layers_10_1_layers_4_running_mean_1, layers_10_1_layers_4_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_25 = layers_10_1_layers_4_weight_1 = layers_10_1_layers_4_bias_1 = layers_10_1_layers_4_running_mean_1 = layers_10_1_layers_4_running_var_1 = None
    getitem_75: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = native_batch_norm_25[0]
    getitem_76: "f32[0][1]" = native_batch_norm_25[1]
    getitem_77: "f32[0][1]" = native_batch_norm_25[2];  native_batch_norm_25 = None
    relu_17: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_75);  getitem_75 = None
    convolution_26: "f32[1, 40, 4, 4][640, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_17, layers_10_1_layers_6_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_17 = layers_10_1_layers_6_weight_1 = None
    empty_26: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_26 = torch.ops.aten.native_batch_norm.default(convolution_26, layers_10_1_layers_7_weight_1, layers_10_1_layers_7_bias_1, layers_10_1_layers_7_running_mean_1, layers_10_1_layers_7_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_26 = layers_10_1_layers_7_weight_1 = layers_10_1_layers_7_bias_1 = layers_10_1_layers_7_running_mean_1 = layers_10_1_layers_7_running_var_1 = None
    getitem_78: "f32[1, 40, 4, 4][640, 16, 4, 1]" = native_batch_norm_26[0]
    getitem_79: "f32[0][1]" = native_batch_norm_26[1]
    getitem_80: "f32[0][1]" = native_batch_norm_26[2];  native_batch_norm_26 = None
    add_4: "f32[1, 40, 4, 4][640, 16, 4, 1]" = torch.ops.aten.add.Tensor(getitem_78, getitem_69);  getitem_78 = getitem_69 = None
    convolution_27: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.convolution.default(add_4, layers_10_2_layers_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  layers_10_2_layers_0_weight_1 = None
    empty_27: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_27 = torch.ops.aten.native_batch_norm.default(convolution_27, layers_10_2_layers_1_weight_1, layers_10_2_layers_1_bias_1, layers_10_2_layers_1_running_mean_1, layers_10_2_layers_1_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_27 = layers_10_2_layers_1_weight_1 = layers_10_2_layers_1_bias_1 = layers_10_2_layers_1_running_mean_1 = layers_10_2_layers_1_running_var_1 = None
    getitem_81: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = native_batch_norm_27[0]
    getitem_82: "f32[0][1]" = native_batch_norm_27[1]
    getitem_83: "f32[0][1]" = native_batch_norm_27[2];  native_batch_norm_27 = None
    relu_18: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_81);  getitem_81 = None
    convolution_28: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_18, layers_10_2_layers_3_weight_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  relu_18 = layers_10_2_layers_3_weight_1 = None
    empty_28: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_28 = torch.ops.aten.native_batch_norm.default(convolution_28, layers_10_2_layers_4_weight_1, layers_10_2_layers_4_bias_1, layers_10_2_layers_4_running_mean_1, layers_10_2_layers_4_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_28 = layers_10_2_layers_4_weight_1 = layers_10_2_layers_4_bias_1 = layers_10_2_layers_4_running_mean_1 = layers_10_2_layers_4_running_var_1 = None
    getitem_84: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = native_batch_norm_28[0]
    getitem_85: "f32[0][1]" = native_batch_norm_28[1]
    getitem_86: "f32[0][1]" = native_batch_norm_28[2];  native_batch_norm_28 = None
    relu_19: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_84);  getitem_84 = None
    convolution_29: "f32[1, 40, 4, 4][640, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_19, layers_10_2_layers_6_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_19 = layers_10_2_layers_6_weight_1 = None
    empty_29: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_29 = torch.ops.aten.native_batch_norm.default(convolution_29, layers_10_2_layers_7_weight_1, layers_10_2_layers_7_bias_1, layers_10_2_layers_7_running_mean_1, layers_10_2_layers_7_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_29 = layers_10_2_layers_7_weight_1 = layers_10_2_layers_7_bias_1 = layers_10_2_layers_7_running_mean_1 = layers_10_2_layers_7_running_var_1 = None
    getitem_87: "f32[1, 40, 4, 4][640, 16, 4, 1]" = native_batch_norm_29[0]
    getitem_88: "f32[0][1]" = native_batch_norm_29[1]
    getitem_89: "f32[0][1]" = native_batch_norm_29[2];  native_batch_norm_29 = None
    add_5: "f32[1, 40, 4, 4][640, 16, 4, 1]" = torch.ops.aten.add.Tensor(getitem_87, add_4);  getitem_87 = add_4 = None
    convolution_30: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.convolution.default(add_5, layers_11_0_layers_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_5 = layers_11_0_layers_0_weight_1 = None
    empty_30: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_30 = torch.ops.aten.native_batch_norm.default(convolution_30, layers_11_0_layers_1_weight_1, layers_11_0_layers_1_bias_1, layers_11_0_layers_1_running_mean_1, layers_11_0_layers_1_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_30 = layers_11_0_layers_1_weight_1 = layers_11_0_layers_1_bias_1 = layers_11_0_layers_1_running_mean_1 = layers_11_0_layers_1_running_var_1 = None
    getitem_90: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = native_batch_norm_30[0]
    getitem_91: "f32[0][1]" = native_batch_norm_30[1]
    getitem_92: "f32[0][1]" = native_batch_norm_30[2];  native_batch_norm_30 = None
    relu_20: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_90);  getitem_90 = None
    convolution_31: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_20, layers_11_0_layers_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 240);  relu_20 = layers_11_0_layers_3_weight_1 = None
    empty_31: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_31 = torch.ops.aten.native_batch_norm.default(convolution_31, layers_11_0_layers_4_weight_1, layers_11_0_layers_4_bias_1, layers_11_0_layers_4_running_mean_1, layers_11_0_layers_4_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_31 = layers_11_0_layers_4_weight_1 = layers_11_0_layers_4_bias_1 = layers_11_0_layers_4_running_mean_1 = layers_11_0_layers_4_running_var_1 = None
    getitem_93: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = native_batch_norm_31[0]
    getitem_94: "f32[0][1]" = native_batch_norm_31[1]
    getitem_95: "f32[0][1]" = native_batch_norm_31[2];  native_batch_norm_31 = None
    relu_21: "f32[1, 240, 4, 4][3840, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_93);  getitem_93 = None
    convolution_32: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_21, layers_11_0_layers_6_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_21 = layers_11_0_layers_6_weight_1 = None
    empty_32: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_32 = torch.ops.aten.native_batch_norm.default(convolution_32, layers_11_0_layers_7_weight_1, layers_11_0_layers_7_bias_1, layers_11_0_layers_7_running_mean_1, layers_11_0_layers_7_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_32 = layers_11_0_layers_7_weight_1 = layers_11_0_layers_7_bias_1 = layers_11_0_layers_7_running_mean_1 = layers_11_0_layers_7_running_var_1 = None
    getitem_96: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_32[0]
    getitem_97: "f32[0][1]" = native_batch_norm_32[1]
    getitem_98: "f32[0][1]" = native_batch_norm_32[2];  native_batch_norm_32 = None
    convolution_33: "f32[1, 288, 4, 4][4608, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_96, layers_11_1_layers_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  layers_11_1_layers_0_weight_1 = None
    empty_33: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_33 = torch.ops.aten.native_batch_norm.default(convolution_33, layers_11_1_layers_1_weight_1, layers_11_1_layers_1_bias_1, layers_11_1_layers_1_running_mean_1, layers_11_1_layers_1_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_33 = layers_11_1_layers_1_weight_1 = layers_11_1_layers_1_bias_1 = layers_11_1_layers_1_running_mean_1 = layers_11_1_layers_1_running_var_1 = None
    getitem_99: "f32[1, 288, 4, 4][4608, 16, 4, 1]" = native_batch_norm_33[0]
    getitem_100: "f32[0][1]" = native_batch_norm_33[1]
    getitem_101: "f32[0][1]" = native_batch_norm_33[2];  native_batch_norm_33 = None
    relu_22: "f32[1, 288, 4, 4][4608, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_99);  getitem_99 = None
    convolution_34: "f32[1, 288, 4, 4][4608, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_22, layers_11_1_layers_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 288);  relu_22 = layers_11_1_layers_3_weight_1 = None
    empty_34: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_34 = torch.ops.aten.native_batch_norm.default(convolution_34, layers_11_1_layers_4_weight_1, layers_11_1_layers_4_bias_1, layers_11_1_layers_4_running_mean_1, layers_11_1_layers_4_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_34 = layers_11_1_layers_4_weight_1 = layers_11_1_layers_4_bias_1 = layers_11_1_layers_4_running_mean_1 = layers_11_1_layers_4_running_var_1 = None
    getitem_102: "f32[1, 288, 4, 4][4608, 16, 4, 1]" = native_batch_norm_34[0]
    getitem_103: "f32[0][1]" = native_batch_norm_34[1]
    getitem_104: "f32[0][1]" = native_batch_norm_34[2];  native_batch_norm_34 = None
    relu_23: "f32[1, 288, 4, 4][4608, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_102);  getitem_102 = None
    convolution_35: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_23, layers_11_1_layers_6_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_23 = layers_11_1_layers_6_weight_1 = None
    empty_35: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_35 = torch.ops.aten.native_batch_norm.default(convolution_35, layers_11_1_layers_7_weight_1, layers_11_1_layers_7_bias_1, layers_11_1_layers_7_running_mean_1, layers_11_1_layers_7_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_35 = layers_11_1_layers_7_weight_1 = layers_11_1_layers_7_bias_1 = layers_11_1_layers_7_running_mean_1 = layers_11_1_layers_7_running_var_1 = None
    getitem_105: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_35[0]
    getitem_106: "f32[0][1]" = native_batch_norm_35[1]
    getitem_107: "f32[0][1]" = native_batch_norm_35[2];  native_batch_norm_35 = None
    add_6: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.add.Tensor(getitem_105, getitem_96);  getitem_105 = getitem_96 = None
    convolution_36: "f32[1, 288, 4, 4][4608, 16, 4, 1]" = torch.ops.aten.convolution.default(add_6, layers_12_0_layers_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_6 = layers_12_0_layers_0_weight_1 = None
    empty_36: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_36 = torch.ops.aten.native_batch_norm.default(convolution_36, layers_12_0_layers_1_weight_1, layers_12_0_layers_1_bias_1, layers_12_0_layers_1_running_mean_1, layers_12_0_layers_1_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_36 = layers_12_0_layers_1_weight_1 = layers_12_0_layers_1_bias_1 = layers_12_0_layers_1_running_mean_1 = layers_12_0_layers_1_running_var_1 = None
    getitem_108: "f32[1, 288, 4, 4][4608, 16, 4, 1]" = native_batch_norm_36[0]
    getitem_109: "f32[0][1]" = native_batch_norm_36[1]
    getitem_110: "f32[0][1]" = native_batch_norm_36[2];  native_batch_norm_36 = None
    relu_24: "f32[1, 288, 4, 4][4608, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_108);  getitem_108 = None
    convolution_37: "f32[1, 288, 2, 2][1152, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_24, layers_12_0_layers_3_weight_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 288);  relu_24 = layers_12_0_layers_3_weight_1 = None
    empty_37: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_37 = torch.ops.aten.native_batch_norm.default(convolution_37, layers_12_0_layers_4_weight_1, layers_12_0_layers_4_bias_1, layers_12_0_layers_4_running_mean_1, layers_12_0_layers_4_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_37 = layers_12_0_layers_4_weight_1 = layers_12_0_layers_4_bias_1 = layers_12_0_layers_4_running_mean_1 = layers_12_0_layers_4_running_var_1 = None
    getitem_111: "f32[1, 288, 2, 2][1152, 4, 2, 1]" = native_batch_norm_37[0]
    getitem_112: "f32[0][1]" = native_batch_norm_37[1]
    getitem_113: "f32[0][1]" = native_batch_norm_37[2];  native_batch_norm_37 = None
    relu_25: "f32[1, 288, 2, 2][1152, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_111);  getitem_111 = None
    convolution_38: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_25, layers_12_0_layers_6_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_25 = layers_12_0_layers_6_weight_1 = None
    empty_38: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_38 = torch.ops.aten.native_batch_norm.default(convolution_38, layers_12_0_layers_7_weight_1, layers_12_0_layers_7_bias_1, layers_12_0_layers_7_running_mean_1, layers_12_0_layers_7_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_38 = layers_12_0_layers_7_weight_1 = layers_12_0_layers_7_bias_1 = layers_12_0_layers_7_running_mean_1 = layers_12_0_layers_7_running_var_1 = None
    getitem_114: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_38[0]
    getitem_115: "f32[0][1]" = native_batch_norm_38[1]
    getitem_116: "f32[0][1]" = native_batch_norm_38[2];  native_batch_norm_38 = None
    convolution_39: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.convolution.default(getitem_114, layers_12_1_layers_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  layers_12_1_layers_0_weight_1 = None
    empty_39: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_39 = torch.ops.aten.native_batch_norm.default(convolution_39, layers_12_1_layers_1_weight_1, layers_12_1_layers_1_bias_1, layers_12_1_layers_1_running_mean_1, layers_12_1_layers_1_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_39 = layers_12_1_layers_1_weight_1 = layers_12_1_layers_1_bias_1 = layers_12_1_layers_1_running_mean_1 = layers_12_1_layers_1_running_var_1 = None
    getitem_117: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = native_batch_norm_39[0]
    getitem_118: "f32[0][1]" = native_batch_norm_39[1]
    getitem_119: "f32[0][1]" = native_batch_norm_39[2];  native_batch_norm_39 = None
    relu_26: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_117);  getitem_117 = None
    convolution_40: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_26, layers_12_1_layers_3_weight_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 576);  relu_26 = layers_12_1_layers_3_weight_1 = None
    empty_40: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_40 = torch.ops.aten.native_batch_norm.default(convolution_40, layers_12_1_layers_4_weight_1, layers_12_1_layers_4_bias_1, layers_12_1_layers_4_running_mean_1, layers_12_1_layers_4_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_40 = layers_12_1_layers_4_weight_1 = layers_12_1_layers_4_bias_1 = layers_12_1_layers_4_running_mean_1 = layers_12_1_layers_4_running_var_1 = None
    getitem_120: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = native_batch_norm_40[0]
    getitem_121: "f32[0][1]" = native_batch_norm_40[1]
    getitem_122: "f32[0][1]" = native_batch_norm_40[2];  native_batch_norm_40 = None
    relu_27: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_120);  getitem_120 = None
    convolution_41: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_27, layers_12_1_layers_6_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_27 = layers_12_1_layers_6_weight_1 = None
    empty_41: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_41 = torch.ops.aten.native_batch_norm.default(convolution_41, layers_12_1_layers_7_weight_1, layers_12_1_layers_7_bias_1, layers_12_1_layers_7_running_mean_1, layers_12_1_layers_7_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_41 = layers_12_1_layers_7_weight_1 = layers_12_1_layers_7_bias_1 = layers_12_1_layers_7_running_mean_1 = layers_12_1_layers_7_running_var_1 = None
    getitem_123: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_41[0]
    getitem_124: "f32[0][1]" = native_batch_norm_41[1]
    getitem_125: "f32[0][1]" = native_batch_norm_41[2];  native_batch_norm_41 = None
    add_7: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.add.Tensor(getitem_123, getitem_114);  getitem_123 = getitem_114 = None
    convolution_42: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.convolution.default(add_7, layers_12_2_layers_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  layers_12_2_layers_0_weight_1 = None
    empty_42: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_42 = torch.ops.aten.native_batch_norm.default(convolution_42, layers_12_2_layers_1_weight_1, layers_12_2_layers_1_bias_1, layers_12_2_layers_1_running_mean_1, layers_12_2_layers_1_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_42 = layers_12_2_layers_1_weight_1 = layers_12_2_layers_1_bias_1 = layers_12_2_layers_1_running_mean_1 = layers_12_2_layers_1_running_var_1 = None
    getitem_126: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = native_batch_norm_42[0]
    getitem_127: "f32[0][1]" = native_batch_norm_42[1]
    getitem_128: "f32[0][1]" = native_batch_norm_42[2];  native_batch_norm_42 = None
    relu_28: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_126);  getitem_126 = None
    convolution_43: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_28, layers_12_2_layers_3_weight_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 576);  relu_28 = layers_12_2_layers_3_weight_1 = None
    empty_43: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_43 = torch.ops.aten.native_batch_norm.default(convolution_43, layers_12_2_layers_4_weight_1, layers_12_2_layers_4_bias_1, layers_12_2_layers_4_running_mean_1, layers_12_2_layers_4_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_43 = layers_12_2_layers_4_weight_1 = layers_12_2_layers_4_bias_1 = layers_12_2_layers_4_running_mean_1 = layers_12_2_layers_4_running_var_1 = None
    getitem_129: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = native_batch_norm_43[0]
    getitem_130: "f32[0][1]" = native_batch_norm_43[1]
    getitem_131: "f32[0][1]" = native_batch_norm_43[2];  native_batch_norm_43 = None
    relu_29: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_129);  getitem_129 = None
    convolution_44: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_29, layers_12_2_layers_6_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_29 = layers_12_2_layers_6_weight_1 = None
    empty_44: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_44 = torch.ops.aten.native_batch_norm.default(convolution_44, layers_12_2_layers_7_weight_1, layers_12_2_layers_7_bias_1, layers_12_2_layers_7_running_mean_1, layers_12_2_layers_7_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_44 = layers_12_2_layers_7_weight_1 = layers_12_2_layers_7_bias_1 = layers_12_2_layers_7_running_mean_1 = layers_12_2_layers_7_running_var_1 = None
    getitem_132: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_44[0]
    getitem_133: "f32[0][1]" = native_batch_norm_44[1]
    getitem_134: "f32[0][1]" = native_batch_norm_44[2];  native_batch_norm_44 = None
    add_8: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.add.Tensor(getitem_132, add_7);  getitem_132 = add_7 = None
    convolution_45: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.convolution.default(add_8, layers_12_3_layers_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  layers_12_3_layers_0_weight_1 = None
    empty_45: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_45 = torch.ops.aten.native_batch_norm.default(convolution_45, layers_12_3_layers_1_weight_1, layers_12_3_layers_1_bias_1, layers_12_3_layers_1_running_mean_1, layers_12_3_layers_1_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_45 = layers_12_3_layers_1_weight_1 = layers_12_3_layers_1_bias_1 = layers_12_3_layers_1_running_mean_1 = layers_12_3_layers_1_running_var_1 = None
    getitem_135: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = native_batch_norm_45[0]
    getitem_136: "f32[0][1]" = native_batch_norm_45[1]
    getitem_137: "f32[0][1]" = native_batch_norm_45[2];  native_batch_norm_45 = None
    relu_30: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_135);  getitem_135 = None
    convolution_46: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_30, layers_12_3_layers_3_weight_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 576);  relu_30 = layers_12_3_layers_3_weight_1 = None
    empty_46: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_46 = torch.ops.aten.native_batch_norm.default(convolution_46, layers_12_3_layers_4_weight_1, layers_12_3_layers_4_bias_1, layers_12_3_layers_4_running_mean_1, layers_12_3_layers_4_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_46 = layers_12_3_layers_4_weight_1 = layers_12_3_layers_4_bias_1 = layers_12_3_layers_4_running_mean_1 = layers_12_3_layers_4_running_var_1 = None
    getitem_138: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = native_batch_norm_46[0]
    getitem_139: "f32[0][1]" = native_batch_norm_46[1]
    getitem_140: "f32[0][1]" = native_batch_norm_46[2];  native_batch_norm_46 = None
    relu_31: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_138);  getitem_138 = None
    convolution_47: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_31, layers_12_3_layers_6_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_31 = layers_12_3_layers_6_weight_1 = None
    empty_47: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_47 = torch.ops.aten.native_batch_norm.default(convolution_47, layers_12_3_layers_7_weight_1, layers_12_3_layers_7_bias_1, layers_12_3_layers_7_running_mean_1, layers_12_3_layers_7_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_47 = layers_12_3_layers_7_weight_1 = layers_12_3_layers_7_bias_1 = layers_12_3_layers_7_running_mean_1 = layers_12_3_layers_7_running_var_1 = None
    getitem_141: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_47[0]
    getitem_142: "f32[0][1]" = native_batch_norm_47[1]
    getitem_143: "f32[0][1]" = native_batch_norm_47[2];  native_batch_norm_47 = None
    add_9: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.add.Tensor(getitem_141, add_8);  getitem_141 = add_8 = None
    convolution_48: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.convolution.default(add_9, layers_13_0_layers_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_9 = layers_13_0_layers_0_weight_1 = None
    empty_48: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_48 = torch.ops.aten.native_batch_norm.default(convolution_48, layers_13_0_layers_1_weight_1, layers_13_0_layers_1_bias_1, layers_13_0_layers_1_running_mean_1, layers_13_0_layers_1_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_48 = layers_13_0_layers_1_weight_1 = layers_13_0_layers_1_bias_1 = layers_13_0_layers_1_running_mean_1 = layers_13_0_layers_1_running_var_1 = None
    getitem_144: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = native_batch_norm_48[0]
    getitem_145: "f32[0][1]" = native_batch_norm_48[1]
    getitem_146: "f32[0][1]" = native_batch_norm_48[2];  native_batch_norm_48 = None
    relu_32: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_144);  getitem_144 = None
    convolution_49: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_32, layers_13_0_layers_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 576);  relu_32 = layers_13_0_layers_3_weight_1 = None
    empty_49: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_49 = torch.ops.aten.native_batch_norm.default(convolution_49, layers_13_0_layers_4_weight_1, layers_13_0_layers_4_bias_1, layers_13_0_layers_4_running_mean_1, layers_13_0_layers_4_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_49 = layers_13_0_layers_4_weight_1 = layers_13_0_layers_4_bias_1 = layers_13_0_layers_4_running_mean_1 = layers_13_0_layers_4_running_var_1 = None
    getitem_147: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = native_batch_norm_49[0]
    getitem_148: "f32[0][1]" = native_batch_norm_49[1]
    getitem_149: "f32[0][1]" = native_batch_norm_49[2];  native_batch_norm_49 = None
    relu_33: "f32[1, 576, 2, 2][2304, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_147);  getitem_147 = None
    convolution_50: "f32[1, 160, 2, 2][640, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_33, layers_13_0_layers_6_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_33 = layers_13_0_layers_6_weight_1 = None
    empty_50: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_50 = torch.ops.aten.native_batch_norm.default(convolution_50, layers_13_0_layers_7_weight_1, layers_13_0_layers_7_bias_1, layers_13_0_layers_7_running_mean_1, layers_13_0_layers_7_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_50 = layers_13_0_layers_7_weight_1 = layers_13_0_layers_7_bias_1 = layers_13_0_layers_7_running_mean_1 = layers_13_0_layers_7_running_var_1 = None
    getitem_150: "f32[1, 160, 2, 2][640, 4, 2, 1]" = native_batch_norm_50[0]
    getitem_151: "f32[0][1]" = native_batch_norm_50[1]
    getitem_152: "f32[0][1]" = native_batch_norm_50[2];  native_batch_norm_50 = None
    convolution_51: "f32[1, 1280, 2, 2][5120, 4, 2, 1]" = torch.ops.aten.convolution.default(getitem_150, layers_14_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_150 = layers_14_weight_1 = None
    empty_51: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_51 = torch.ops.aten.native_batch_norm.default(convolution_51, layers_15_weight_1, layers_15_bias_1, layers_15_running_mean_1, layers_15_running_var_1, False, 0.00029999999999996696, 1e-05);  convolution_51 = layers_15_weight_1 = layers_15_bias_1 = layers_15_running_mean_1 = layers_15_running_var_1 = None
    getitem_153: "f32[1, 1280, 2, 2][5120, 4, 2, 1]" = native_batch_norm_51[0]
    getitem_154: "f32[0][1]" = native_batch_norm_51[1]
    getitem_155: "f32[0][1]" = native_batch_norm_51[2];  native_batch_norm_51 = None
    relu_34: "f32[1, 1280, 2, 2][5120, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_153);  getitem_153 = None
    mean: "f32[1, 1280][1280, 1]" = torch.ops.aten.mean.dim(relu_34, [2, 3]);  relu_34 = None
    t: "f32[1280, 1000][1, 1280]" = torch.ops.aten.t.default(classifier_1_weight_1);  classifier_1_weight_1 = None
    addmm: "f32[1, 1000][1000, 1]" = torch.ops.aten.addmm.default(classifier_1_bias_1, mean, t);  classifier_1_bias_1 = mean = t = None
    return addmm
