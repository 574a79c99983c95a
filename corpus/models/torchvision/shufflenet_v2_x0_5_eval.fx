# shufflenet_v2_x0_5_eval: torchvision.models.shufflenet_v2_x0_5(weights=None), eval mode, on a 1x3x64x64 image
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, conv1_0_weight_1: "f32[24, 3, 3, 3]", conv1_1_weight_1: "f32[24]", conv1_1_bias_1: "f32[24]", stage2_0_branch1_0_weight_1: "f32[24, 1, 3, 3]", stage2_0_branch1_1_weight_1: "f32[24]", stage2_0_branch1_1_bias_1: "f32[24]", stage2_0_branch1_2_weight_1: "f32[24, 24, 1, 1]", stage2_0_branch1_3_weight_1: "f32[24]", stage2_0_branch1_3_bias_1: "f32[24]", stage2_0_branch2_0_weight_1: "f32[24, 24, 1, 1]", stage2_0_branch2_1_weight_1: "f32[24]", stage2_0_branch2_1_bias_1: "f32[24]", stage2_0_branch2_3_weight_1: "f32[24, 1, 3, 3]", stage2_0_branch2_4_weight_1: "f32[24]", stage2_0_branch2_4_bias_1: "f32[24]", stage2_0_branch2_5_weight_1: "f32[24, 24, 1, 1]", stage2_0_branch2_6_weight_1: "f32[24]", stage2_0_branch2_6_bias_1: "f32[24]", stage2_1_branch2_0_weight_1: "f32[24, 24, 1, 1]", stage2_1_branch2_1_weight_1: "f32[24]", stage2_1_branch2_1_bias_1: "f32[24]", stage2_1_branch2_3_weight_1: "f32[24, 1, 3, 3]", stage2_1_branch2_4_weight_1: "f32[24]", stage2_1_branch2_4_bias_1: "f32[24]", stage2_1_branch2_5_weight_1: "f32[24, 24, 1, 1]", stage2_1_branch2_6_weight_1: "f32[24]", stage2_1_branch2_6_bias_1: "f32[24]", stage2_2_branch2_0_weight_1: "f32[24, 24, 1, 1]", stage2_2_branch2_1_weight_1: "f32[24]", stage2_2_branch2_1_bias_1: "f32[24]", stage2_2_branch2_3_weight_1: "f32[24, 1, 3, 3]", stage2_2_branch2_4_weight_1: "f32[24]", stage2_2_branch2_4_bias_1: "f32[24]", stage2_2_branch2_5_weight_1: "f32[24, 24, 1, 1]", stage2_2_branch2_6_weight_1: "f32[24]", stage2_2_branch2_6_bias_1: "f32[24]", stage2_3_branch2_0_weight_1: "f32[24, 24, 1, 1]", stage2_3_branch2_1_weight_1: "f32[24]", stage2_3_branch2_1_bias_1: "f32[24]", stage2_3_branch2_3_weight_1: "f32[24, 1, 3, 3]", stage2_3_branch2_4_weight_1: "f32[24]", stage2_3_branch2_4_bias_1: "f32[24]", stage2_3_branch2_5_weight_1: "f32[24, 24, 1, 1]", stage2_3_branch2_6_weight_1: "f32[24]", stage2_3_branch2_6_bias_1: "f32[24]", stage3_0_branch1_0_weight_1: "f32[48, 1, 3, 3]", stage3_0_branch1_1_weight_1: "f32[48]", stage3_0_branch1_1_bias_1: "f32[48]", stage3_0_branch1_2_weight_1: "f32[48, 48, 1, 1]", stage3_0_branch1_3_weight_1: "f32[48]", stage3_0_branch1_3_bias_1: "f32[48]", stage3_0_branch2_0_weight_1: "f32[48, 48, 1, 1]", stage3_0_branch2_1_weight_1: "f32[48]", stage3_0_branch2_1_bias_1: "f32[48]", stage3_0_branch2_3_weight_1: "f32[48, 1, 3, 3]", stage3_0_branch2_4_weight_1: "f32[48]", stage3_0_branch2_4_bias_1: "f32[48]", stage3_0_branch2_5_weight_1: "f32[48, 48, 1, 1]", stage3_0_branch2_6_weight_1: "f32[48]", stage3_0_branch2_6_bias_1: "f32[48]", stage3_1_branch2_0_weight_1: "f32[48, 48, 1, 1]", stage3_1_branch2_1_weight_1: "f32[48]", stage3_1_branch2_1_bias_1: "f32[48]", stage3_1_branch2_3_weight_1: "f32[48, 1, 3, 3]", stage3_1_branch2_4_weight_1: "f32[48]", stage3_1_branch2_4_bias_1: "f32[48]", stage3_1_branch2_5_weight_1: "f32[48, 48, 1, 1]", stage3_1_branch2_6_weight_1: "f32[48]", stage3_1_branch2_6_bias_1: "f32[48]", stage3_2_branch2_0_weight_1: "f32[48, 48, 1, 1]", stage3_2_branch2_1_weight_1: "f32[48]", stage3_2_branch2_1_bias_1: "f32[48]", stage3_2_branch2_3_weight_1: "f32[48, 1, 3, 3]", stage3_2_branch2_4_weight_1: "f32[48]", stage3_2_branch2_4_bias_1: "f32[48]", stage3_2_branch2_5_weight_1: "f32[48, 48, 1, 1]", stage3_2_branch2_6_weight_1: "f32[48]", stage3_2_branch2_6_bias_1: "f32[48]", stage3_3_branch2_0_weight_1: "f32[48, 48, 1, 1]", stage3_3_branch2_1_weight_1: "f32[48]", stage3_3_branch2_1_bias_1: "f32[48]", stage3_3_branch2_3_weight_1: "f32[48, 1, 3, 3]", stage3_3_branch2_4_weight_1: "f32[48]", stage3_3_branch2_4_bias_1: "f32[48]", stage3_3_branch2_5_weight_1: "f32[48, 48, 1, 1]", stage3_3_branch2_6_weight_1: "f32[48]", stage3_3_branch2_6_bias_1: "f32[48]", stage3_4_branch2_0_weight_1: "f32[48, 48, 1, 1]", stage3_4_branch2_1_weight_1: "f32[48]", stage3_4_branch2_1_bias_1: "f32[48]", stage3_4_branch2_3_weight_1: "f32[48, 1, 3, 3]", stage3_4_branch2_4_weight_1: "f32[48]", stage3_4_branch2_4_bias_1: "f32[48]", stage3_4_branch2_5_weight_1: "f32[48, 48, 1, 1]", stage3_4_branch2_6_weight_1: "f32[48]", stage3_4_branch2_6_bias_1: "f32[48]", stage3_5_branch2_0_weight_1: "f32[48, 48, 1, 1]", stage3_5_branch2_1_weight_1: "f32[48]", stage3_5_branch2_1_bias_1: "f32[48]", stage3_5_branch2_3_weight_1: "f32[48, 1, 3, 3]", stage3_5_branch2_4_weight_1: "f32[48]", stage3_5_branch2_4_bias_1: "f32[48]", stage3_5_branch2_5_weight_1: "f32[48, 48, 1, 1]", stage3_5_branch2_6_weight_1: "f32[48]", stage3_5_branch2_6_bias_1: "f32[48]", stage3_6_branch2_0_weight_1: "f32[48, 48, 1, 1]", stage3_6_branch2_1_weight_1: "f32[48]", stage3_6_branch2_1_bias_1: "f32[48]", stage3_6_branch2_3_weight_1: "f32[48, 1, 3, 3]", stage3_6_branch2_4_weight_1: "f32[48]", stage3_6_branch2_4_bias_1: "f32[48]", stage3_6_branch2_5_weight_1: "f32[48, 48, 1, 1]", stage3_6_branch2_6_weight_1: "f32[48]", stage3_6_branch2_6_bias_1: "f32[48]", stage3_7_branch2_0_weight_1: "f32[48, 48, 1, 1]", stage3_7_branch2_1_weight_1: "f32[48]", stage3_7_branch2_1_bias_1: "f32[48]", stage3_7_branch2_3_weight_1: "f32[48, 1, 3, 3]", stage3_7_branch2_4_weight_1: "f32[48]", stage3_7_branch2_4_bias_1: "f32[48]", stage3_7_branch2_5_weight_1: "f32[48, 48, 1, 1]", stage3_7_branch2_6_weight_1: "f32[48]", stage3_7_branch2_6_bias_1: "f32[48]", stage4_0_branch1_0_weight_1: "f32[96, 1, 3, 3]", stage4_0_branch1_1_weight_1: "f32[96]", stage4_0_branch1_1_bias_1: "f32[96]", stage4_0_branch1_2_weight_1: "f32[96, 96, 1, 1]", stage4_0_branch1_3_weight_1: "f32[96]", stage4_0_branch1_3_bias_1: "f32[96]", stage4_0_branch2_0_weight_1: "f32[96, 96, 1, 1]", stage4_0_branch2_1_weight_1: "f32[96]", stage4_0_branch2_1_bias_1: "f32[96]", stage4_0_branch2_3_weight_1: "f32[96, 1, 3, 3]", stage4_0_branch2_4_weight_1: "f32[96]", stage4_0_branch2_4_bias_1: "f32[96]", stage4_0_branch2_5_weight_1: "f32[96, 96, 1, 1]", stage4_0_branch2_6_weight_1: "f32[96]", stage4_0_branch2_6_bias_1: "f32[96]", stage4_1_branch2_0_weight_1: "f32[96, 96, 1, 1]", stage4_1_branch2_1_weight_1: "f32[96]", stage4_1_branch2_1_bias_1: "f32[96]", stage4_1_branch2_3_weight_1: "f32[96, 1, 3, 3]", stage4_1_branch2_4_weight_1: "f32[96]", stage4_1_branch2_4_bias_1: "f32[96]", stage4_1_branch2_5_weight_1: "f32[96, 96, 1, 1]", stage4_1_branch2_6_weight_1: "f32[96]", stage4_1_branch2_6_bias_1: "f32[96]", stage4_2_branch2_0_weight_1: "f32[96, 96, 1, 1]", stage4_2_branch2_1_weight_1: "f32[96]", stage4_2_branch2_1_bias_1: "f32[96]", stage4_2_branch2_3_weight_1: "f32[96, 1, 3, 3]", stage4_2_branch2_4_weight_1: "f32[96]", stage4_2_branch2_4_bias_1: "f32[96]", stage4_2_branch2_5_weight_1: "f32[96, 96, 1, 1]", stage4_2_branch2_6_weight_1: "f32[96]", stage4_2_branch2_6_bias_1: "f32[96]", stage4_3_branch2_0_weight_1: "f32[96, 96, 1, 1]", stage4_3_branch2_1_weight_1: "f32[96]", stage4_3_branch2_1_bias_1: "f32[96]", stage4_3_branch2_3_weight_1: "f32[96, 1, 3, 3]", stage4_3_branch2_4_weight_1: "f32[96]", stage4_3_branch2_4_bias_1: "f32[96]", stage4_3_branch2_5_weight_1: "f32[96, 96, 1, 1]", stage4_3_branch2_6_weight_1: "f32[96]", stage4_3_branch2_6_bias_1: "f32[96]", conv5_0_weight_1: "f32[1024, 192, 1, 1]", conv5_1_weight_1: "f32[1024]", conv5_1_bias_1: "f32[1024]", fc_weight_1: "f32[1000, 1024]", fc_bias_1: "f32[1000]", conv1_1_running_mean_1: "f32[24]", conv1_1_running_var_1: "f32[24]", conv1_1_num_batches_tracked_1: "i64[]", stage2_0_branch1_1_running_mean_1: "f32[24]", stage2_0_branch1_1_running_var_1: "f32[24]", stage2_0_branch1_1_num_batches_tracked_1: "i64[]", stage2_0_branch1_3_running_mean_1: "f32[24]", stage2_0_branch1_3_running_var_1: "f32[24]", stage2_0_branch1_3_num_batches_tracked_1: "i64[]", stage2_0_branch2_1_running_mean_1: "f32[24]", stage2_0_branch2_1_running_var_1: "f32[24]", stage2_0_branch2_1_num_batches_tracked_1: "i64[]", stage2_0_branch2_4_running_mean_1: "f32[24]", stage2_0_branch2_4_running_var_1: "f32[24]", stage2_0_branch2_4_num_batches_tracked_1: "i64[]", stage2_0_branch2_6_running_mean_1: "f32[24]", stage2_0_branch2_6_running_var_1: "f32[24]", stage2_0_branch2_6_num_batches_tracked_1: "i64[]", stage2_1_branch2_1_running_mean_1: "f32[24]", stage2_1_branch2_1_running_var_1: "f32[24]", stage2_1_branch2_1_num_batches_tracked_1: "i64[]", stage2_1_branch2_4_running_mean_1: "f32[24]", stage2_1_branch2_4_running_var_1: "f32[24]", stage2_1_branch2_4_num_batches_tracked_1: "i64[]", stage2_1_branch2_6_running_mean_1: "f32[24]", stage2_1_branch2_6_running_var_1: "f32[24]", stage2_1_branch2_6_num_batches_tracked_1: "i64[]", stage2_2_branch2_1_running_mean_1: "f32[24]", stage2_2_branch2_1_running_var_1: "f32[24]", stage2_2_branch2_1_num_batches_tracked_1: "i64[]", stage2_2_branch2_4_running_mean_1: "f32[24]", stage2_2_branch2_4_running_var_1: "f32[24]", stage2_2_branch2_4_num_batches_tracked_1: "i64[]", stage2_2_branch2_6_running_mean_1: "f32[24]", stage2_2_branch2_6_running_var_1: "f32[24]", stage2_2_branch2_6_num_batches_tracked_1: "i64[]", stage2_3_branch2_1_running_mean_1: "f32[24]", stage2_3_branch2_1_running_var_1: "f32[24]", stage2_3_branch2_1_num_batches_tracked_1: "i64[]", stage2_3_branch2_4_running_mean_1: "f32[24]", stage2_3_branch2_4_running_var_1: "f32[24]", stage2_3_branch2_4_num_batches_tracked_1: "i64[]", stage2_3_branch2_6_running_mean_1: "f32[24]", stage2_3_branch2_6_running_var_1: "f32[24]", stage2_3_branch2_6_num_batches_tracked_1: "i64[]", stage3_0_branch1_1_running_mean_1: "f32[48]", stage3_0_branch1_1_running_var_1: "f32[48]", stage3_0_branch1_1_num_batches_tracked_1: "i64[]", stage3_0_branch1_3_running_mean_1: "f32[48]", stage3_0_branch1_3_running_var_1: "f32[48]", stage3_0_branch1_3_num_batches_tracked_1: "i64[]", stage3_0_branch2_1_running_mean_1: "f32[48]", stage3_0_branch2_1_running_var_1: "f32[48]", stage3_0_branch2_1_num_batches_tracked_1: "i64[]", stage3_0_branch2_4_running_mean_1: "f32[48]", stage3_0_branch2_4_running_var_1: "f32[48]", stage3_0_branch2_4_num_batches_tracked_1: "i64[]", stage3_0_branch2_6_running_mean_1: "f32[48]", stage3_0_branch2_6_running_var_1: "f32[48]", stage3_0_branch2_6_num_batches_tracked_1: "i64[]", stage3_1_branch2_1_running_mean_1: "f32[48]", stage3_1_branch2_1_running_var_1: "f32[48]", stage3_1_branch2_1_num_batches_tracked_1: "i64[]", stage3_1_branch2_4_running_mean_1: "f32[48]", stage3_1_branch2_4_running_var_1: "f32[48]", stage3_1_branch2_4_num_batches_tracked_1: "i64[]", stage3_1_branch2_6_running_mean_1: "f32[48]", stage3_1_branch2_6_running_var_1: "f32[48]", stage3_1_branch2_6_num_batches_tracked_1: "i64[]", stage3_2_branch2_1_running_mean_1: "f32[48]", stage3_2_branch2_1_running_var_1: "f32[48]", stage3_2_branch2_1_num_batches_tracked_1: "i64[]", stage3_2_branch2_4_running_mean_1: "f32[48]", stage3_2_branch2_4_running_var_1: "f32[48]", stage3_2_branch2_4_num_batches_tracked_1: "i64[]", stage3_2_branch2_6_running_mean_1: "f32[48]", stage3_2_branch2_6_running_var_1: "f32[48]", stage3_2_branch2_6_num_batches_tracked_1: "i64[]", stage3_3_branch2_1_running_mean_1: "f32[48]", stage3_3_branch2_1_running_var_1: "f32[48]", stage3_3_branch2_1_num_batches_tracked_1: "i64[]", stage3_3_branch2_4_running_mean_1: "f32[48]", stage3_3_branch2_4_running_var_1: "f32[48]", stage3_3_branch2_4_num_batches_tracked_1: "i64[]", stage3_3_branch2_6_running_mean_1: "f32[48]", stage3_3_branch2_6_running_var_1: "f32[48]", stage3_3_branch2_6_num_batches_tracked_1: "i64[]", stage3_4_branch2_1_running_mean_1: "f32[48]", stage3_4_branch2_1_running_var_1: "f32[48]", stage3_4_branch2_1_num_batches_tracked_1: "i64[]", stage3_4_branch2_4_running_mean_1: "f32[48]", stage3_4_branch2_4_running_var_1: "f32[48]", stage3_4_branch2_4_num_batches_tracked_1: "i64[]", stage3_4_branch2_6_running_mean_1: "f32[48]", stage3_4_branch2_6_running_var_1: "f32[48]", stage3_4_branch2_6_num_batches_tracked_1: "i64[]", stage3_5_branch2_1_running_mean_1: "f32[48]", stage3_5_branch2_1_running_var_1: "f32[48]", stage3_5_branch2_1_num_batches_tracked_1: "i64[]", stage3_5_branch2_4_running_mean_1: "f32[48]", stage3_5_branch2_4_running_var_1: "f32[48]", stage3_5_branch2_4_num_batches_tracked_1: "i64[]", stage3_5_branch2_6_running_mean_1: "f32[48]", stage3_5_branch2_6_running_var_1: "f32[48]", stage3_5_branch2_6_num_batches_tracked_1: "i64[]", stage3_6_branch2_1_running_mean_1: "f32[48]", stage3_6_branch2_1_running_var_1: "f32[48]", stage3_6_branch2_1_num_batches_tracked_1: "i64[]", stage3_6_branch2_4_running_mean_1: "f32[48]", stage3_6_branch2_4_running_var_1: "f32[48]", stage3_6_branch2_4_num_batches_tracked_1: "i64[]", stage3_6_branch2_6_running_mean_1: "f32[48]", stage3_6_branch2_6_running_var_1: "f32[48]", stage3_6_branch2_6_num_batches_tracked_1: "i64[]", stage3_7_branch2_1_running_mean_1: "f32[48]", stage3_7_branch2_1_running_var_1: "f32[48]", stage3_7_branch2_1_num_batches_tracked_1: "i64[]", stage3_7_branch2_4_running_mean_1: "f32[48]", stage3_7_branch2_4_running_var_1: "f32[48]", stage3_7_branch2_4_num_batches_tracked_1: "i64[]", stage3_7_branch2_6_running_mean_1: "f32[48]", stage3_7_branch2_6_running_var_1: "f32[48]", stage3_7_branch2_6_num_batches_tracked_1: "i64[]", stage4_0_branch1_1_running_mean_1: "f32[96]", stage4_0_branch1_1_running_var_1: "f32[96]", stage4_0_branch1_1_num_batches_tracked_1: "i64[]", stage4_0_branch1_3_running_mean_1: "f32[96]", stage4_0_branch1_3_running_var_1: "f32[96]", stage4_0_branch1_3_num_batches_tracked_1: "i64[]", stage4_0_branch2_1_running_mean_1: "f32[96]", stage4_0_branch2_1_running_var_1: "f32[96]", stage4_0_branch2_1_num_batches_tracked_1: "i64[]", stage4_0_branch2_4_running_mean_1: "f32[96]", stage4_0_branch2_4_running_var_1: "f32[96]", stage4_0_branch2_4_num_batches_tracked_1: "i64[]", stage4_0_branch2_6_running_mean_1: "f32[96]", stage4_0_branch2_6_running_var_1: "f32[96]", stage4_0_branch2_6_num_batches_tracked_1: "i64[]", stage4_1_branch2_1_running_mean_1: "f32[96]", stage4_1_branch2_1_running_var_1: "f32[96]", stage4_1_branch2_1_num_batches_tracked_1: "i64[]", stage4_1_branch2_4_running_mean_1: "f32[96]", stage4_1_branch2_4_running_var_1: "f32[96]", stage4_1_branch2_4_num_batches_tracked_1: "i64[]", stage4_1_branch2_6_running_mean_1: "f32[96]", stage4_1_branch2_6_running_var_1: "f32[96]", stage4_1_branch2_6_num_batches_tracked_1: "i64[]", stage4_2_branch2_1_running_mean_1: "f32[96]", stage4_2_branch2_1_running_var_1: "f32[96]", stage4_2_branch2_1_num_batches_tracked_1: "i64[]", stage4_2_branch2_4_running_mean_1: "f32[96]", stage4_2_branch2_4_running_var_1: "f32[96]", stage4_2_branch2_4_num_batches_tracked_1: "i64[]", stage4_2_branch2_6_running_mean_1: "f32[96]", stage4_2_branch2_6_running_var_1: "f32[96]", stage4_2_branch2_6_num_batches_tracked_1: "i64[]", stage4_3_branch2_1_running_mean_1: "f32[96]", stage4_3_branch2_1_running_var_1: "f32[96]", stage4_3_branch2_1_num_batches_tracked_1: "i64[]", stage4_3_branch2_4_running_mean_1: "f32[96]", stage4_3_branch2_4_running_var_1: "f32[96]", stage4_3_branch2_4_num_batches_tracked_1: "i64[]", stage4_3_branch2_6_running_mean_1: "f32[96]", stage4_3_branch2_6_running_var_1: "f32[96]", stage4_3_branch2_6_num_batches_tracked_1: "i64[]", conv5_1_running_mean_1: "f32[1024]", conv5_1_running_var_1: "f32[1024]", conv5_1_num_batches_tracked_1: "i64[]", x_1: "f32[1, 3, 64, 64]"):
    convolution: "f32[1, 24, 32, 32][24576, 1024, 32, 1]" = torch.ops.aten.convolution.default(x_1, conv1_0_weight_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  x_1 = conv1_0_weight_1 = None
    empty: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, conv1_1_weight_1, conv1_1_bias_1, conv1_1_running_mean_1, conv1_1_running_var_1, False, 0.1, 1e-05);  convolution = conv1_1_weight_1 = conv1_1_bias_1 = conv1_1_running_mean_1 = conv1_1_running_var_1 = None
    getitem: "f32[1, 24, 32, 32][24576, 1024, 32, 1]" = native_batch_norm[0]
    getitem_1: "f32[0][1]" = native_batch_norm[1]
    getitem_2: "f32[0][1]" = native_batch_norm[2];  native_batch_norm = None
    relu: "f32[1, 24, 32, 32][24576, 1024, 32, 1]" = torch.ops.aten.relu.default(getitem);  getitem = None
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu, [3, 3], [2, 2], [1, 1]);  relu = None
    getitem_3: "f32[1, 24, 16, 16][6144, 256, 16, 1]" = max_pool2d_with_indices[0]
    getitem_4: "i64[1, 24, 16, 16][6144, 256, 16, 1]" = max_pool2d_with_indices[1];  max_pool2d_with_indices = None
    convolution_1: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(getitem_3, stage2_0_branch1_0_weight_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 24);  stage2_0_branch1_0_weight_1 = None
    empty_1: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, stage2_0_branch1_1_weight_1, stage2_0_branch1_1_bias_1, stage2_0_branch1_1_running_mean_1, stage2_0_branch1_1_running_var_1, False, 0.1, 1e-05);  convolution_1 = stage2_0_branch1_1_weight_1 = stage2_0_branch1_1_bias_1 = stage2_0_branch1_1_running_mean_1 = stage2_0_branch1_1_running_var_1 = None
    getitem_5: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_1[0]
    getitem_6: "f32[0][1]" = native_batch_norm_1[1]
    getitem_7: "f32[0][1]" = native_batch_norm_1[2];  native_batch_norm_1 = None
    convolution_2: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(getitem_5, stage2_0_branch1_2_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_5 = stage2_0_branch1_2_weight_1 = None
    empty_2: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_2, stage2_0_branch1_3_weight_1, stage2_0_branch1_3_bias_1, stage2_0_branch1_3_running_mean_1, stage2_0_branch1_3_running_var_1, False, 0.1, 1e-05);  convolution_2 = stage2_0_branch1_3_weight_1 = stage2_0_branch1_3_bias_1 = stage2_0_branch1_3_running_mean_1 = stage2_0_branch1_3_running_var_1 = None
    getitem_8: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_2[0]
    getitem_9: "f32[0][1]" = native_batch_norm_2[1]
    getitem_10: "f32[0][1]" = native_batch_norm_2[2];  native_batch_norm_2 = None
    relu_1: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_8);  getitem_8 = None
    convolution_3: "f32[1, 24, 16, 16][6144, 256, 16, 1]" = torch.ops.aten.convolution.default(getitem_3, stage2_0_branch2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_3 = stage2_0_branch2_0_weight_1 = None
    empty_3: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_3, stage2_0_branch2_1_weight_1, stage2_0_branch2_1_bias_1, stage2_0_branch2_1_running_mean_1, stage2_0_branch2_1_running_var_1, False, 0.1, 1e-05);  convolution_3 = stage2_0_branch2_1_weight_1 = stage2_0_branch2_1_bias_1 = stage2_0_branch2_1_running_mean_1 = stage2_0_branch2_1_running_var_1 = None
    getitem_11: "f32[1, 24, 16, 16][6144, 256, 16, 1]" = native_batch_norm_3[0]
    getitem_12: "f32[0][1]" = native_batch_norm_3[1]
    getitem_13: "f32[0][1]" = native_batch_norm_3[2];  native_batch_norm_3 = None
    relu_2: "f32[1, 24, 16, 16][6144, 256, 16, 1]" = torch.ops.aten.relu.default(getitem_11);  getitem_11 = None
    convolution_4: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_2, stage2_0_branch2_3_weight_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 24);  relu_2 = stage2_0_branch2_3_weight_1 = None
    empty_4: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_4, stage2_0_branch2_4_weight_1, stage2_0_branch2_4_bias_1, stage2_0_branch2_4_running_mean_1, stage2_0_branch2_4_running_var_1, False, 0.1, 1e-05);  convolution_4 = stage2_0_branch2_4_weight_1 = stage2_0_branch2_4_bias_1 = stage2_0_branch2_4_running_mean_1 = stage2_0_branch2_4_running_var_1 = None
    getitem_14: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_4[0]
    getitem_15: "f32[0][1]" = native_batch_norm_4[1]
    getitem_16: "f32[0][1]" = native_batch_norm_4[2];  native_batch_norm_4 = None
    convolution_5: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(getitem_14, stage2_0_branch2_5_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_14 = stage2_0_branch2_5_weight_1 = None
    empty_5: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_5, stage2_0_branch2_6_weight_1, stage2_0_branch2_6_bias_1, stage2_0_branch2_6_running_mean_1, stage2_0_branch2_6_running_var_1, False, 0.1, 1e-05);  convolution_5 = stage2_0_branch2_6_weight_1 = stage2_0_branch2_6_bias_1 = stage2_0_branch2_6_running_mean_1 = stage2_0_branch2_6_running_var_1 = None
    getitem_17: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_5[0]
    getitem_18: "f32[0][1]" = native_batch_norm_5[1]
    getitem_19: "f32[0][1]" = native_batch_norm_5[2];  native_batch_norm_5 = None
    relu_3: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_17);  getitem_17 = None
    cat: "f32[1, 48, 8, 8][3072, 64, 8, 1]" = torch.ops.aten.cat.default([relu_1, relu_3], 1);  relu_1 = relu_3 = None
    view: "f32[1, 2, 24, 8, 8][3072, 1536, 64, 8, 1]" = torch.ops.aten.view.default(cat, [1, 2, 24, 8, 8]);  cat = None
    transpose: "f32[1, 24, 2, 8, 8][3072, 64, 1536, 8, 1]" = torch.ops.aten.transpose.int(view, 1, 2);  view = None
    clone: "f32[1, 24, 2, 8, 8][3072, 128, 64, 8, 1]" = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    view_1: "f32[1, 48, 8, 8][3072, 64, 8, 1]" = torch.ops.aten.view.default(clone, [1, -1, 8, 8]);  clone = None
    split = torch.ops.aten.split.Tensor(view_1, 24, 1);  view_1 = None
    getitem_20: "f32[1, 24, 8, 8][3072, 64, 8, 1]" = split[0]
    getitem_21: "f32[1, 24, 8, 8][3072, 64, 8, 1]@1536" = split[1];  split = None
    convolution_6: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(getitem_21, stage2_1_branch2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_21 = stage2_1_branch2_0_weight_1 = None
    empty_6: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_6, stage2_1_branch2_1_weight_1, stage2_1_branch2_1_bias_1, stage2_1_branch2_1_running_mean_1, stage2_1_branch2_1_running_var_1, False, 0.1, 1e-05);  convolution_6 = stage2_1_branch2_1_weight_1 = stage2_1_branch2_1_bias_1 = stage2_1_branch2_1_running_mean_1 = stage2_1_branch2_1_running_var_1 = None
    getitem_22: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_6[0]
    getitem_23: "f32[0][1]" = native_batch_norm_6[1]
    getitem_24: "f32[0][1]" = native_batch_norm_6[2];  native_batch_norm_6 = None
    relu_4: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_22);  getitem_22 = None
    convolution_7: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_4, stage2_1_branch2_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 24);  relu_4 = stage2_1_branch2_3_weight_1 = None
    empty_7: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_7, stage2_1_branch2_4_weight_1, stage2_1_branch2_4_bias_1, stage2_1_branch2_4_running_mean_1, stage2_1_branch2_4_running_var_1, False, 0.1, 1e-05);  convolution_7 = stage2_1_branch2_4_weight_1 = stage2_1_branch2_4_bias_1 = stage2_1_branch2_4_running_mean_1 = stage2_1_branch2_4_running_var_1 = None
    getitem_25: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_7[0]
    getitem_26: "f32[0][1]" = native_batch_norm_7[1]
    getitem_27: "f32[0][1]" = native_batch_norm_7[2];  native_batch_norm_7 = None
    convolution_8: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(getitem_25, stage2_1_branch2_5_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_25 = stage2_1_branch2_5_weight_1 = None
    empty_8: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(convolution_8, stage2_1_branch2_6_weight_1, stage2_1_branch2_6_bias_1, stage2_1_branch2_6_running_mean_1, stage2_1_branch2_6_running_var_1, False, 0.1, 1e-05);  convolution_8 = stage2_1_branch2_6_weight_1 = stage2_1_branch2_6_bias_1 = stage2_1_branch2_6_running_mean_1 = stage2_1_branch2_6_running_var_1 = None
    getitem_28: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_8[0]
    getitem_29: "f32[0][1]" = native_batch_norm_8[1]
    getitem_30: "f32[0][1]" = native_batch_norm_8[2];  native_batch_norm_8 = None
    relu_5: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_28);  getitem_28 = None
    cat_1: "f32[1, 48, 8, 8][3072, 64, 8, 1]" = torch.ops.aten.cat.default([getitem_20, relu_5], 1);  getitem_20 = relu_5 = None
    view_2: "f32[1, 2, 24, 8, 8][3072, 1536, 64, 8, 1]" = torch.ops.aten.view.default(cat_1, [1, 2, 24, 8, 8]);  cat_1 = None
    transpose_1: "f32[1, 24, 2, 8, 8][3072, 64, 1536, 8, 1]" = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
    clone_1: "f32[1, 24, 2, 8, 8][3072, 128, 64, 8, 1]" = torch.ops.aten.clone.default(transpose_1, memory_format = torch.contiguous_format);  transpose_1 = None
    view_3: "f32[1, 48, 8, 8][3072, 64, 8, 1]" = torch.ops.aten.view.default(clone_1, [1, -1, 8, 8]);  clone_1 = None
    split_1 = torch.ops.aten.split.Tensor(view_3, 24, 1);  view_3 = None
    getitem_31: "f32[1, 24, 8, 8][3072, 64, 8, 1]" = split_1[0]
    getitem_32: "f32[1, 24, 8, 8][3072, 64, 8, 1]@1536" = split_1[1];  split_1 = None
    convolution_9: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(getitem_32, stage2_2_branch2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_32 = stage2_2_branch2_0_weight_1 = None
    empty_9: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_9, stage2_2_branch2_1_weight_1, stage2_2_branch2_1_bias_1, stage2_2_branch2_1_running_mean_1, stage2_2_branch2_1_running_var_1, False, 0.1, 1e-05);  convolution_9 = stage2_2_branch2_1_weight_1 = stage2_2_branch2_1_bias_1 = stage2_2_branch2_1_running_mean_1 = stage2_2_branch2_1_running_var_1 = None
    getitem_33: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_9[0]
    getitem_34: "f32[0][1]" = native_batch_norm_9[1]
    getitem_35: "f32[0][1]" = native_batch_norm_9[2];  native_batch_norm_9 = None
    relu_6: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_33);  getitem_33 = None
    convolution_10: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_6, stage2_2_branch2_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 24);  relu_6 = stage2_2_branch2_3_weight_1 = None
    empty_10: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(convolution_10, stage2_2_branch2_4_weight_1, stage2_2_branch2_4_bias_1, stage2_2_branch2_4_running_mean_1, stage2_2_branch2_4_running_var_1, False, 0.1, 1e-05);  convolution_10 = stage2_2_branch2_4_weight_1 = stage2_2_branch2_4_bias_1 = stage2_2_branch2_4_running_mean_1 = stage2_2_branch2_4_running_var_1 = None
    getitem_36: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_10[0]
    getitem_37: "f32[0][1]" = native_batch_norm_10[1]
    getitem_38: "f32[0][1]" = native_batch_norm_10[2];  native_batch_norm_10 = None
    convolution_11: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(getitem_36, stage2_2_branch2_5_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_36 = stage2_2_branch2_5_weight_1 = None
    empty_11: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(convolution_11, stage2_2_branch2_6_weight_1, stage2_2_branch2_6_bias_1, stage2_2_branch2_6_running_mean_1, stage2_2_branch2_6_running_var_1, False, 0.1, 1e-05);  convolution_11 = stage2_2_branch2_6_weight_1 = stage2_2_branch2_6_bias_1 = stage2_2_branch2_6_running_mean_1 = stage2_2_branch2_6_running_var_1 = None
    getitem_39: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_11[0]
    getitem_40: "f32[0][1]" = native_batch_norm_11[1]
    getitem_41: "f32[0][1]" = native_batch_norm_11[2];  native_batch_norm_11 = None
    relu_7: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_39);  getitem_39 = None
    cat_2: "f32[1, 48, 8, 8][3072, 64, 8, 1]" = torch.ops.aten.cat.default([getitem_31, relu_7], 1);  getitem_31 = relu_7 = None
    view_4: "f32[1, 2, 24, 8, 8][3072, 1536, 64, 8, 1]" = torch.ops.aten.view.default(cat_2, [1, 2, 24, 8, 8]);  cat_2 = None
    transpose_2: "f32[1, 24, 2, 8, 8][3072, 64, 1536, 8, 1]" = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None
    clone_2: "f32[1, 24, 2, 8, 8][3072, 128, 64, 8, 1]" = torch.ops.aten.clone.default(transpose_2, memory_format = torch.contiguous_format);  transpose_2 = None
    view_5: "f32[1, 48, 8, 8][3072, 64, 8, 1]" = torch.ops.aten.view.default(clone_2, [1, -1, 8, 8]);  clone_2 = None
    split_2 = torch.ops.aten.split.Tensor(view_5, 24, 1);  view_5 = None
    getitem_42: "f32[1, 24, 8, 8][3072, 64, 8, 1]" = split_2[0]
    getitem_43: "f32[1, 24, 8, 8][3072, 64, 8, 1]@1536" = split_2[1];  split_2 = None
    convolution_12: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(getitem_43, stage2_3_branch2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_43 = stage2_3_branch2_0_weight_1 = None
    empty_12: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(convolution_12, stage2_3_branch2_1_weight_1, stage2_3_branch2_1_bias_1, stage2_3_branch2_1_running_mean_1, stage2_3_branch2_1_running_var_1, False, 0.1, 1e-05);  convolution_12 = stage2_3_branch2_1_weight_1 = stage2_3_branch2_1_bias_1 = stage2_3_branch2_1_running_mean_1 = stage2_3_branch2_1_running_var_1 = None
    getitem_44: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_12[0]
    getitem_45: "f32[0][1]" = native_batch_norm_12[1]
    getitem_46: "f32[0][1]" = native_batch_norm_12[2];  native_batch_norm_12 = None
    relu_8: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_44);  getitem_44 = None
    convolution_13: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_8, stage2_3_branch2_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 24);  relu_8 = stage2_3_branch2_3_weight_1 = None
    empty_13: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_13 = torch.ops.aten.native_batch_norm.default(convolution_13, stage2_3_branch2_4_weight_1, stage2_3_branch2_4_bias_1, stage2_3_branch2_4_running_mean_1, stage2_3_branch2_4_running_var_1, False, 0.1, 1e-05);  convolution_13 = stage2_3_branch2_4_weight_1 = stage2_3_branch2_4_bias_1 = stage2_3_branch2_4_running_mean_1 = stage2_3_branch2_4_running_var_1 = None
    getitem_47: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_13[0]
    getitem_48: "f32[0][1]" = native_batch_norm_13[1]
    getitem_49: "f32[0][1]" = native_batch_norm_13[2];  native_batch_norm_13 = None
    convolution_14: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.convolution.default(getitem_47, stage2_3_branch2_5_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_47 = stage2_3_branch2_5_weight_1 = None
    empty_14: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_14 = torch.ops.aten.native_batch_norm.default(convolution_14, stage2_3_branch2_6_weight_1, stage2_3_branch2_6_bias_1, stage2_3_branch2_6_running_mean_1, stage2_3_branch2_6_running_var_1, False, 0.1, 1e-05);  convolution_14 = stage2_3_branch2_6_weight_1 = stage2_3_branch2_6_bias_1 = stage2_3_branch2_6_running_mean_1 = stage2_3_branch2_6_running_var_1 = None
    getitem_50: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = native_batch_norm_14[0]
    getitem_51: "f32[0][1]" = native_batch_norm_14[1]
    getitem_52: "f32[0][1]" = native_batch_norm_14[2];  native_batch_norm_14 = None
    relu_9: "f32[1, 24, 8, 8][1536, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_50);  getitem_50 = None
    cat_3: "f32[1, 48, 8, 8][3072, 64, 8, 1]" = torch.ops.aten.cat.default([getitem_42, relu_9], 1);  getitem_42 = relu_9 = None
    view_6: "f32[1, 2, 24, 8, 8][3072, 1536, 64, 8, 1]" = torch.ops.aten.view.default(cat_3, [1, 2, 24, 8, 8]);  cat_3 = None
    transpose_3: "f32[1, 24, 2, 8, 8][3072, 64, 1536, 8, 1]" = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
    clone_3: "f32[1, 24, 2, 8, 8][3072, 128, 64, 8, 1]" = torch.ops.aten.clone.default(transpose_3, memory_format = torch.contiguous_format);  transpose_3 = None
    view_7: "f32[1, 48, 8, 8][3072, 64, 8, 1]" = torch.ops.aten.view.default(clone_3, [1, -1, 8, 8]);  clone_3 = None
    convolution_15: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(view_7, stage3_0_branch1_0_weight_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 48);  stage3_0_branch1_0_weight_1 = None
    empty_15: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_15 = torch.ops.aten.native_batch_norm.default(convolution_15, stage3_0_branch1_1_weight_1, stage3_0_branch1_1_bias_1, stage3_0_branch1_1_running_mean_1, stage3_0_branch1_1_running_var_1, False, 0.1, 1e-05);  convolution_15 = stage3_0_branch1_1_weight_1 = stage3_0_branch1_1_bias_1 = stage3_0_branch1_1_running_mean_1 = stage3_0_branch1_1_running_var_1 = None
    getitem_53: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_15[0]
    getitem_54: "f32[0][1]" = native_batch_norm_15[1]
    getitem_55: "f32[0][1]" = native_batch_norm_15[2];  native_batch_norm_15 = None
    convolution_16: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_53, stage3_0_branch1_2_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_53 = stage3_0_branch1_2_weight_1 = None
    empty_16: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_16 = torch.ops.aten.native_batch_norm.default(convolution_16, stage3_0_branch1_3_weight_1, stage3_0_branch1_3_bias_1, stage3_0_branch1_3_running_mean_1, stage3_0_branch1_3_running_var_1, False, 0.1, 1e-05);  convolution_16 = stage3_0_branch1_3_weight_1 = stage3_0_branch1_3_bias_1 = stage3_0_branch1_3_running_mean_1 = stage3_0_branch1_3_running_var_1 = None
    getitem_56: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_16[0]
    getitem_57: "f32[0][1]" = native_batch_norm_16[1]
    getitem_58: "f32[0][1]" = native_batch_norm_16[2];  native_batch_norm_16 = None
    relu_10: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_56);  getitem_56 = None
    convolution_17: "f32[1, 48, 8, 8][3072, 64, 8, 1]" = torch.ops.aten.convolution.default(view_7, stage3_0_branch2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  view_7 = stage3_0_branch2_0_weight_1 = None
    empty_17: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_17 = torch.ops.aten.native_batch_norm.default(convolution_17, stage3_0_branch2_1_weight_1, stage3_0_branch2_1_bias_1, stage3_0_branch2_1_running_mean_1, stage3_0_branch2_1_running_var_1, False, 0.1, 1e-05);  convolution_17 = stage3_0_branch2_1_weight_1 = stage3_0_branch2_1_bias_1 = stage3_0_branch2_1_running_mean_1 = stage3_0_branch2_1_running_var_1 = None
    getitem_59: "f32[1, 48, 8, 8][3072, 64, 8, 1]" = native_batch_norm_17[0]
    getitem_60: "f32[0][1]" = native_batch_norm_17[1]
    getitem_61: "f32[0][1]" = native_batch_norm_17[2];  native_batch_norm_17 = None
    relu_11: "f32[1, 48, 8, 8][3072, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_59);  getitem_59 = None
    convolution_18: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_11, stage3_0_branch2_3_weight_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 48);  relu_11 = stage3_0_branch2_3_weight_1 = None
    empty_18: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_18 = torch.ops.aten.native_batch_norm.default(convolution_18, stage3_0_branch2_4_weight_1, stage3_0_branch2_4_bias_1, stage3_0_branch2_4_running_mean_1, stage3_0_branch2_4_running_var_1, False, 0.1, 1e-05);  convolution_18 = stage3_0_branch2_4_weight_1 = stage3_0_branch2_4_bias_1 = stage3_0_branch2_4_running_mean_1 = stage3_0_branch2_4_running_var_1 = None
    getitem_62: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_18[0]
    getitem_63: "f32[0][1]" = native_batch_norm_18[1]
    getitem_64: "f32[0][1]" = native_batch_norm_18[2];  native_batch_norm_18 = None
    convolution_19: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_62, stage3_0_branch2_5_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_62 = stage3_0_branch2_5_weight_1 = None
    empty_19: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_19 = torch.ops.aten.native_batch_norm.default(convolution_19, stage3_0_branch2_6_weight_1, stage3_0_branch2_6_bias_1, stage3_0_branch2_6_running_mean_1, stage3_0_branch2_6_running_var_1, False, 0.1, 1e-05);  convolution_19 = stage3_0_branch2_6_weight_1 = stage3_0_branch2_6_bias_1 = stage3_0_branch2_6_running_mean_1 = stage3_0_branch2_6_running_var_1 = None
    getitem_65: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_19[0]
    getitem_66: "f32[0][1]" = native_batch_norm_19[1]
    getitem_67: "f32[0][1]" = native_batch_norm_19[2];  native_batch_norm_19 = None
    relu_12: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_65);  getitem_65 = None
    cat_4: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.cat.default([relu_10, relu_12], 1);  relu_10 = relu_12 = None
    view_8: "f32[1, 2, 48, 4, 4][1536, 768, 16, 4, 1]" = torch.ops.aten.view.default(cat_4, [1, 2, 48, 4, 4]);  cat_4 = None
    transpose_4: "f32[1, 48, 2, 4, 4][1536, 16, 768, 4, 1]" = torch.ops.aten.transpose.int(view_8, 1, 2);  view_8 = None
    clone_4: "f32[1, 48, 2, 4, 4][1536, 32, 16, 4, 1]" = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    view_9: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.view.default(clone_4, [1, -1, 4, 4]);  clone_4 = None
    split_3 = torch.ops.aten.split.Tensor(view_9, 48, 1);  view_9 = None
    getitem_68: "f32[1, 48, 4, 4][1536, 16, 4, 1]" = split_3[0]
    getitem_69: "f32[1, 48, 4, 4][1536, 16, 4, 1]@768" = split_3[1];  split_3 = None
    convolution_20: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_69, stage3_1_branch2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_69 = stage3_1_branch2_0_weight_1 = None
    empty_20: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_20 = torch.ops.aten.native_batch_norm.default(convolution_20, stage3_1_branch2_1_weight_1, stage3_1_branch2_1_bias_1, stage3_1_branch2_1_running_mean_1, stage3_1_branch2_1_running_var_1, False, 0.1, 1e-05);  convolution_20 = stage3_1_branch2_1_weight_1 = stage3_1_branch2_1_bias_1 = stage3_1_branch2_1_running_mean_1 = stage3_1_branch2_1_running_var_1 = None
    getitem_70: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_20[0]
    getitem_71: "f32[0][1]" = native_batch_norm_20[1]
    getitem_72: "f32[0][1]" = native_batch_norm_20[2];  native_batch_norm_20 = None
    relu_13: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_70);  getitem_70 = None
    convolution_21: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_13, stage3_1_branch2_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 48);  relu_13 = stage3_1_branch2_3_weight_1 = None
    empty_21: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_21 = torch.ops.aten.native_batch_norm.default(convolution_21, stage3_1_branch2_4_weight_1, stage3_1_branch2_4_bias_1, stage3_1_branch2_4_running_mean_1, stage3_1_branch2_4_running_var_1, False, 0.1, 1e-05);  convolution_21 = stage3_1_branch2_4_weight_1 = stage3_1_branch2_4_bias_1 = stage3_1_branch2_4_running_mean_1 = stage3_1_branch2_4_running_var_1 = None
    getitem_73: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_21[0]
    getitem_74: "f32[0][1]" = native_batch_norm_21[1]
    getitem_75: "f32[0][1]" = native_batch_norm_21[2];  native_batch_norm_21 = None
    convolution_22: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_73, stage3_1_branch2_5_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_73 = stage3_1_branch2_5_weight_1 = None
    empty_22: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_22 = torch.ops.aten.native_batch_norm.default(convolution_22, stage3_1_branch2_6_weight_1, stage3_1_branch2_6_bias_1, stage3_1_branch2_6_running_mean_1, stage3_1_branch2_6_running_var_1, False, 0.1, 1e-05);  convolution_22 = stage3_1_branch2_6_weight_1 = stage3_1_branch2_6_bias_1 = stage3_1_branch2_6_running_mean_1 = stage3_1_branch2_6_running_var_1 = None
    getitem_76: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_22[0]
    getitem_77: "f32[0][1]" = native_batch_norm_22[1]
    getitem_78: "f32[0][1]" = native_batch_norm_22[2];  native_batch_norm_22 = None
    relu_14: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_76);  getitem_76 = None
    cat_5: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.cat.default([getitem_68, relu_14], 1);  getitem_68 = relu_14 = None
    view_10: "f32[1, 2, 48, 4, 4][1536, 768, 16, 4, 1]" = torch.ops.aten.view.default(cat_5, [1, 2, 48, 4, 4]);  cat_5 = None
    transpose_5: "f32[1, 48, 2, 4, 4][1536, 16, 768, 4, 1]" = torch.ops.aten.transpose.int(view_10, 1, 2);  view_10 = None
    clone_5: "f32[1, 48, 2, 4, 4][1536, 32, 16, 4, 1]" = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    view_11: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.view.default(clone_5, [1, -1, 4, 4]);  clone_5 = None
    split_4 = torch.ops.aten.split.Tensor(view_11, 48, 1);  view_11 = None
    getitem_79: "f32[1, 48, 4, 4][1536, 16, 4, 1]" = split_4[0]
    getitem_80: "f32[1, 48, 4, 4][1536, 16, 4, 1]@768" = split_4[1];  split_4 = None
    convolution_23: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_80, stage3_2_branch2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_80 = stage3_2_branch2_0_weight_1 = None
    empty_23: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_23 = torch.ops.aten.native_batch_norm.default(convolution_23, stage3_2_branch2_1_weight_1, stage3_2_branch2_1_bias_1, stage3_2_branch2_1_running_mean_1, stage3_2_branch2_1_running_var_1, False, 0.1, 1e-05);  convolution_23 = stage3_2_branch2_1_weight_1 = stage3_2_branch2_1_bias_1 = stage3_2_branch2_1_running_mean_1 = stage3_2_branch2_1_running_var_1 = None
    getitem_81: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_23[0]
    getitem_82: "f32[0][1]" = native_batch_norm_23[1]
    getitem_83: "f32[0][1]" = native_batch_norm_23[2];  native_batch_norm_23 = None
    relu_15: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_81);  getitem_81 = None
    convolution_24: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_15, stage3_2_branch2_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 48);  relu_15 = stage3_2_branch2_3_weight_1 = None
    empty_24: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_24 = torch.ops.aten.native_batch_norm.default(convolution_24, stage3_2_branch2_4_weight_1, stage3_2_branch2_4_bias_1, stage3_2_branch2_4_running_mean_1, stage3_2_branch2_4_running_var_1, False, 0.1, 1e-05);  convolution_24 = stage3_2_branch2_4_weight_1 = stage3_2_branch2_4_bias_1 = stage3_2_branch2_4_running_mean_1 = stage3_2_branch2_4_running_var_1 = None
    getitem_84: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_24[0]
    getitem_85: "f32[0][1]" = native_batch_norm_24[1]
    getitem_86: "f32[0][1]" = native_batch_norm_24[2];  native_batch_norm_24 = None
    convolution_25: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_84, stage3_2_branch2_5_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_84 = stage3_2_branch2_5_weight_1 = None
    empty_25: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_25 = torch.ops.aten.native_batch_norm.default(convolution_25, stage3_2_branch2_6_weight_1, stage3_2_branch2_6_bias_1, stage3_2_branch2_6_running_mean_1, stage3_2_branch2_6_running_var_1, False, 0.1, 1e-05);  convolution_25 = stage3_2_branch2_6_weight_1 = stage3_2_branch2_6_bias_1 = stage3_2_branch2_6_running_mean_1 = stage3_2_branch2_6_running_var_1 = None
    getitem_87: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_25[0]
    getitem_88: "f32[0][1]" = native_batch_norm_25[1]
    getitem_89: "f32[0][1]" = native_batch_norm_25[2];  native_batch_norm_25 = None
    relu_16: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_87);  getitem_87 = None
    cat_6: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.cat.default([getitem_79, relu_16], 1);  getitem_79 = relu_16 = None
    view_12: "f32[1, 2, 48, 4, 4][1536, 768, 16, 4, 1]" = torch.ops.aten.view.default(cat_6, [1, 2, 48, 4, 4]);  cat_6 = None
    transpose_6: "f32[1, 48, 2, 4, 4][1536, 16, 768, 4, 1]" = torch.ops.aten.transpose.int(view_12, 1, 2);  view_12 = None
    clone_6: "f32[1, 48, 2, 4, 4][1536, 32, 16, 4, 1]" = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
    view_13: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.view.default(clone_6, [1, -1, 4, 4]);  clone_6 = None
    split_5 = torch.ops.aten.split.Tensor(view_13, 48, 1);  view_13 = None
    getitem_90: "f32[1, 48, 4, 4][1536, 16, 4, 1]" = split_5[0]
    getitem_91: "f32[1, 48, 4, 4][1536, 16, 4, 1]@768" = split_5[1];  split_5 = None
    convolution_26: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_91, stage3_3_branch2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_91 = stage3_3_branch2_0_weight_1 = None
    empty_26: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_26 = torch.ops.aten.native_batch_norm.default(convolution_26, stage3_3_branch2_1_weight_1, stage3_3_branch2_1_bias_1, stage3_3_branch2_1_running_mean_1, stage3_3_branch2_1_running_var_1, False, 0.1, 1e-05);  convolution_26 = stage3_3_branch2_1_weight_1 = stage3_3_branch2_1_bias_1 = stage3_3_branch2_1_running_mean_1 = stage3_3_branch2_1_running_var_1 = None
    getitem_92: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_26[0]
    getitem_93: "f32[0][1]" = native_batch_norm_26[1]
    getitem_94: "f32[0][1]" = native_batch_norm_26[2];  native_batch_norm_26 = None
    relu_17: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_92);  getitem_92 = None
    convolution_27: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_17, stage3_3_branch2_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 48);  relu_17 = stage3_3_branch2_3_weight_1 = None
    empty_27: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_27 = torch.ops.aten.native_batch_norm.default(convolution_27, stage3_3_branch2_4_weight_1, stage3_3_branch2_4_bias_1, stage3_3_branch2_4_running_mean_1, stage3_3_branch2_4_running_var_1, False, 0.1, 1e-05);  convolution_27 = stage3_3_branch2_4_weight_1 = stage3_3_branch2_4_bias_1 = stage3_3_branch2_4_running_mean_1 = stage3_3_branch2_4_running_var_1 = None
    getitem_95: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_27[0]
    getitem_96: "f32[0][1]" = native_batch_norm_27[1]
    getitem_97: "f32[0][1]" = native_batch_norm_27[2];  native_batch_norm_27 = None
    convolution_28: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_95, stage3_3_branch2_5_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_95 = stage3_3_branch2_5_weight_1 = None
    empty_28: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_28 = torch.ops.aten.native_batch_norm.default(convolution_28, stage3_3_branch2_6_weight_1, stage3_3_branch2_6_bias_1, stage3_3_branch2_6_running_mean_1, stage3_3_branch2_6_running_var_1, False, 0.1, 1e-05);  convolution_28 = stage3_3_branch2_6_weight_1 = stage3_3_branch2_6_bias_1 = stage3_3_branch2_6_running_mean_1 = stage3_3_branch2_6_running_var_1 = None
    getitem_98: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_28[0]
    getitem_99: "f32[0][1]" = native_batch_norm_28[1]
    getitem_100: "f32[0][1]" = native_batch_norm_28[2];  native_batch_norm_28 = None
    relu_18: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_98);  getitem_98 = None
    cat_7: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.cat.default([getitem_90, relu_18], 1);  getitem_90 = relu_18 = None
    view_14: "f32[1, 2, 48, 4, 4][1536, 768, 16, 4, 1]" = torch.ops.aten.view.default(cat_7, [1, 2, 48, 4, 4]);  cat_7 = None
    transpose_7: "f32[1, 48, 2, 4, 4][1536, 16, 768, 4, 1]" = torch.ops.aten.transpose.int(view_14, 1, 2);  view_14 = None
    clone_7: "f32[1, 48, 2, 4, 4][1536, 32, 16, 4, 1]" = torch.ops.aten.clone.default(transpose_7, memory_format = torch.contiguous_format);  transpose_7 = None
    view_15: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.view.default(clone_7, [1, -1, 4, 4]);  clone_7 = None
    split_6 = torch.ops.aten.split.Tensor(view_15, 48, 1);  view_15 = None
    getitem_101: "f32[1, 48, 4, 4][1536, 16, 4, 1]" = split_6[0]
    getitem_102: "f32[1, 48, 4, 4][1536, 16, 4, 1]@768" = split_6[1];  split_6 = None
    convolution_29: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_102, stage3_4_branch2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_102 = stage3_4_branch2_0_weight_1 = None
    empty_29: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_29 = torch.ops.aten.native_batch_norm.default(convolution_29, stage3_4_branch2_1_weight_1, stage3_4_branch2_1_bias_1, stage3_4_branch2_1_running_mean_1, stage3_4_branch2_1_running_var_1, False, 0.1, 1e-05);  convolution_29 = stage3_4_branch2_1_weight_1 = stage3_4_branch2_1_bias_1 = stage3_4_branch2_1_running_mean_1 = stage3_4_branch2_1_running_var_1 = None
    getitem_103: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_29[0]
    getitem_104: "f32[0][1]" = native_batch_norm_29[1]
    getitem_105: "f32[0][1]" = native_batch_norm_29[2];  native_batch_norm_29 = None
    relu_19: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_103);  getitem_103 = None
    convolution_30: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_19, stage3_4_branch2_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 48);  relu_19 = stage3_4_branch2_3_weight_1 = None
    empty_30: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_30 = torch.ops.aten.native_batch_norm.default(convolution_30, stage3_4_branch2_4_weight_1, stage3_4_branch2_4_bias_1, stage3_4_branch2_4_running_mean_1, stage3_4_branch2_4_running_var_1, False, 0.1, 1e-05);  convolution_30 = stage3_4_branch2_4_weight_1 = stage3_4_branch2_4_bias_1 = stage3_4_branch2_4_running_mean_1 = stage3_4_branch2_4_running_var_1 = None
    getitem_106: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_30[0]
    getitem_107: "f32[0][1]" = native_batch_norm_30[1]
    getitem_108: "f32[0][1]" = native_batch_norm_30[2];  native_batch_norm_30 = None
    convolution_31: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_106, stage3_4_branch2_5_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_106 = stage3_4_branch2_5_weight_1 = None
    empty_31: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_31 = torch.ops.aten.native_batch_norm.default(convolution_31, stage3_4_branch2_6_weight_1, stage3_4_branch2_6_bias_1, stage3_4_branch2_6_running_mean_1, stage3_4_branch2_6_running_var_1, False, 0.1, 1e-05);  convolution_31 = stage3_4_branch2_6_weight_1 = stage3_4_branch2_6_bias_1 = stage3_4_branch2_6_running_mean_1 = stage3_4_branch2_6_running_var_1 = None
    getitem_109: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_31[0]
    getitem_110: "f32[0][1]" = native_batch_norm_31[1]
    getitem_111: "f32[0][1]" = native_batch_norm_31[2];  native_batch_norm_31 = None
    relu_20: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_109);  getitem_109 = None
    cat_8: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.cat.default([getitem_101, relu_20], 1);  getitem_101 = relu_20 = None
    view_16: "f32[1, 2, 48, 4, 4][1536, 768, 16, 4, 1]" = torch.ops.aten.view.default(cat_8, [1, 2, 48, 4, 4]);  cat_8 = None
    transpose_8: "f32[1, 48, 2, 4, 4][1536, 16, 768, 4, 1]" = torch.ops.aten.transpose.int(view_16, 1, 2);  view_16 = None
    clone_8: "f32[1, 48, 2, 4, 4][1536, 32, 16, 4, 1]" = torch.ops.aten.clone.default(transpose_8, memory_format = torch.contiguous_format);  transpose_8 = None
    view_17: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.view.default(clone_8, [1, -1, 4, 4]);  clone_8 = None
    split_7 = torch.ops.aten.split.Tensor(view_17, 48, 1);  view_17 = None
    getitem_112: "f32[1, 48, 4, 4][1536, 16, 4, 1]" = split_7[0]
    getitem_113: "f32[1, 48, 4, 4][1536, 16, 4, 1]@768" = split_7[1];  split_7 = None
    convolution_32: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_113, stage3_5_branch2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_113 = stage3_5_branch2_0_weight_1 = None
    empty_32: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_32 = torch.ops.aten.native_batch_norm.default(convolution_32, stage3_5_branch2_1_weight_1, stage3_5_branch2_1_bias_1, stage3_5_branch2_1_running_mean_1, stage3_5_branch2_1_running_var_1, False, 0.1, 1e-05);  convolution_32 = stage3_5_branch2_1_weight_1 = stage3_5_branch2_1_bias_1 = stage3_5_branch2_1_running_mean_1 = stage3_5_branch2_1_running_var_1 = None
    getitem_114: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_32[0]
    getitem_115: "f32[0][1]" = native_batch_norm_32[1]
    getitem_116: "f32[0][1]" = native_batch_norm_32[2];  native_batch_norm_32 = None
    relu_21: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_114);  getitem_114 = None
    convolution_33: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_21, stage3_5_branch2_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 48);  relu_21 = stage3_5_branch2_3_weight_1 = None
    empty_33: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_33 = torch.ops.aten.native_batch_norm.default(convolution_33, stage3_5_branch2_4_weight_1, stage3_5_branch2_4_bias_1, stage3_5_branch2_4_running_mean_1, stage3_5_branch2_4_running_var_1, False, 0.1, 1e-05);  convolution_33 = stage3_5_branch2_4_weight_1 = stage3_5_branch2_4_bias_1 = stage3_5_branch2_4_running_mean_1 = stage3_5_branch2_4_running_var_1 = None
    getitem_117: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_33[0]
    getitem_118: "f32[0][1]" = native_batch_norm_33[1]
    getitem_119: "f32[0][1]" = native_batch_norm_33[2];  native_batch_norm_33 = None
    convolution_34: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_117, stage3_5_branch2_5_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_117 = stage3_5_branch2_5_weight_1 = None
    empty_34: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_34 = torch.ops.aten.native_batch_norm.default(convolution_34, stage3_5_branch2_6_weight_1, stage3_5_branch2_6_bias_1, stage3_5_branch2_6_running_mean_1, stage3_5_branch2_6_running_var_1, False, 0.1, 1e-05);  convolution_34 = stage3_5_branch2_6_weight_1 = stage3_5_branch2_6_bias_1 = stage3_5_branch2_6_running_mean_1 = stage3_5_branch2_6_running_var_1 = None
    getitem_120: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_34[0]
    getitem_121: "f32[0][1]" = native_batch_norm_34[1]
    getitem_122: "f32[0][1]" = native_batch_norm_34[2];  native_batch_norm_34 = None
    relu_22: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_120);  getitem_120 = None
    cat_9: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.cat.default([getitem_112, relu_22], 1);  getitem_112 = relu_22 = None
    view_18: "f32[1, 2, 48, 4, 4][1536, 768, 16, 4, 1]" = torch.ops.aten.view.default(cat_9, [1, 2, 48, 4, 4]);  cat_9 = None
    transpose_9: "f32[1, 48, 2, 4, 4][1536, 16, 768, 4, 1]" = torch.ops.aten.transpose.int(view_18, 1, 2);  view_18 = None
    clone_9: "f32[1, 48, 2, 4, 4][1536, 32, 16, 4, 1]" = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    view_19: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.view.default(clone_9, [1, -1, 4, 4]);  clone_9 = None
    split_8 = torch.ops.aten.split.Tensor(view_19, 48, 1);  view_19 = None
    getitem_123: "f32[1, 48, 4, 4][1536, 16, 4, 1]" = split_8[0]
    getitem_124: "f32[1, 48, 4, 4][1536, 16, 4, 1]@768" = split_8[1];  split_8 = None
    convolution_35: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_124, stage3_6_branch2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_124 = stage3_6_branch2_0_weight_1 = None
    empty_35: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_35 = torch.ops.aten.native_batch_norm.default(convolution_35, stage3_6_branch2_1_weight_1, stage3_6_branch2_1_bias_1, stage3_6_branch2_1_running_mean_1, stage3_6_branch2_1_running_var_1, False, 0.1, 1e-05);  convolution_35 = stage3_6_branch2_1_weight_1 = stage3_6_branch2_1_bias_1 = stage3_6_branch2_1_running_mean_1 = stage3_6_branch2_1_running_var_1 = None
    getitem_125: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_35[0]
    getitem_126: "f32[0][1]" = native_batch_norm_35[1]
    getitem_127: "f32[0][1]" = native_batch_norm_35[2];  native_batch_norm_35 = None
    relu_23: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_125);  getitem_125 = None
    convolution_36: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_23, stage3_6_branch2_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 48);  relu_23 = stage3_6_branch2_3_weight_1 = None
    empty_36: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_36 = torch.ops.aten.native_batch_norm.default(convolution_36, stage3_6_branch2_4_weight_1, stage3_6_branch2_4_bias_1, stage3_6_branch2_4_running_mean_1, stage3_6_branch2_4_running_var_1, False, 0.1, 1e-05);  convolution_36 = stage3_6_branch2_4_weight_1 = stage3_6_branch2_4_bias_1 = stage3_6_branch2_4_running_mean_1 = stage3_6_branch2_4_running_var_1 = None
    getitem_128: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_36[0]
    getitem_129: "f32[0][1]" = native_batch_norm_36[1]
    getitem_130: "f32[0][1]" = native_batch_norm_36[2];  native_batch_norm_36 = None
    convolution_37: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_128, stage3_6_branch2_5_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_128 = stage3_6_branch2_5_weight_1 = None
    empty_37: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_37 = torch.ops.aten.native_batch_norm.default(convolution_37, stage3_6_branch2_6_weight_1, stage3_6_branch2_6_bias_1, stage3_6_branch2_6_running_mean_1, stage3_6_branch2_6_running_var_1, False, 0.1, 1e-05);  convolution_37 = stage3_6_branch2_6_weight_1 = stage3_6_branch2_6_bias_1 = stage3_6_branch2_6_running_mean_1 = stage3_6_branch2_6_running_var_1 = None
    getitem_131: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_37[0]
    getitem_132: "f32[0][1]" = native_batch_norm_37[1]
    getitem_133: "f32[0][1]" = native_batch_norm_37[2];  native_batch_norm_37 = None
    relu_24: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_131);  getitem_131 = None
    cat_10: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.cat.default([getitem_123, relu_24], 1);  getitem_123 = relu_24 = None
    view_20: "f32[1, 2, 48, 4, 4][1536, 768, 16, 4, 1]" = torch.ops.aten.view.default(cat_10, [1, 2, 48, 4, 4]);  cat_10 = None
    transpose_10: "f32[1, 48, 2, 4, 4][1536, 16, 768, 4, 1]" = torch.ops.aten.transpose.int(view_20, 1, 2);  view_20 = None
    clone_10: "f32[1, 48, 2, 4, 4][1536, 32, 16, 4, 1]" = torch.ops.aten.clone.default(transpose_10, memory_format = torch.contiguous_format);  transpose_10 = None
    view_21: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.view.default(clone_10, [1, -1, 4, 4]);  clone_10 = None
    split_9 = torch.ops.aten.split.Tensor(view_21, 48, 1);  view_21 = None
    getitem_134: "f32[1, 48, 4, 4][1536, 16, 4, 1]" = split_9[0]
    getitem_135: "f32[1, 48, 4, 4][1536, 16, 4, 1]@768" = split_9[1];  split_9 = None
    convolution_38: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_135, stage3_7_branch2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_135 = stage3_7_branch2_0_weight_1 = None
    empty_38: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_38 = torch.ops.aten.native_batch_norm.default(convolution_38, stage3_7_branch2_1_weight_1, stage3_7_branch2_1_bias_1, stage3_7_branch2_1_running_mean_1, stage3_7_branch2_1_running_var_1, False, 0.1, 1e-05);  convolution_38 = stage3_7_branch2_1_weight_1 = stage3_7_branch2_1_bias_1 = stage3_7_branch2_1_running_mean_1 = stage3_7_branch2_1_running_var_1 = None
    getitem_136: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_38[0]
    getitem_137: "f32[0][1]" = native_batch_norm_38[1]
    getitem_138: "f32[0][1]" = native_batch_norm_38[2];  native_batch_norm_38 = None
    relu_25: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_136);  getitem_136 = None
    convolution_39: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_25, stage3_7_branch2_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 48);  relu_25 = stage3_7_branch2_3_weight_1 = None
    empty_39: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_39 = torch.ops.aten.native_batch_norm.default(convolution_39, stage3_7_branch2_4_weight_1, stage3_7_branch2_4_bias_1, stage3_7_branch2_4_running_mean_1, stage3_7_branch2_4_running_var_1, False, 0.1, 1e-05);  convolution_39 = stage3_7_branch2_4_weight_1 = stage3_7_branch2_4_bias_1 = stage3_7_branch2_4_running_mean_1 = stage3_7_branch2_4_running_var_1 = None
    getitem_139: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_39[0]
    getitem_140: "f32[0][1]" = native_batch_norm_39[1]
    getitem_141: "f32[0][1]" = native_batch_norm_39[2];  native_batch_norm_39 = None
    convolution_40: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.convolution.default(getitem_139, stage3_7_branch2_5_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_139 = stage3_7_branch2_5_weight_1 = None
    empty_40: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_40 = torch.ops.aten.native_batch_norm.default(convolution_40, stage3_7_branch2_6_weight_1, stage3_7_branch2_6_bias_1, stage3_7_branch2_6_running_mean_1, stage3_7_branch2_6_running_var_1, False, 0.1, 1e-05);  convolution_40 = stage3_7_branch2_6_weight_1 = stage3_7_branch2_6_bias_1 = stage3_7_branch2_6_running_mean_1 = stage3_7_branch2_6_running_var_1 = None
    getitem_142: "f32[1, 48, 4, 4][768, 16, 4, 1]" = native_batch_norm_40[0]
    getitem_143: "f32[0][1]" = native_batch_norm_40[1]
    getitem_144: "f32[0][1]" = native_batch_norm_40[2];  native_batch_norm_40 = None
    relu_26: "f32[1, 48, 4, 4][768, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_142);  getitem_142 = None
    cat_11: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.cat.default([getitem_134, relu_26], 1);  getitem_134 = relu_26 = None
    view_22: "f32[1, 2, 48, 4, 4][1536, 768, 16, 4, 1]" = torch.ops.aten.view.default(cat_11, [1, 2, 48, 4, 4]);  cat_11 = None
    transpose_11: "f32[1, 48, 2, 4, 4][1536, 16, 768, 4, 1]" = torch.ops.aten.transpose.int(view_22, 1, 2);  view_22 = None
    clone_11: "f32[1, 48, 2, 4, 4][1536, 32, 16, 4, 1]" = torch.ops.aten.clone.default(transpose_11, memory_format = torch.contiguous_format);  transpose_11 = None
    view_23: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.view.default(clone_11, [1, -1, 4, 4]);  clone_11 = None
    convolution_41: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(view_23, stage4_0_branch1_0_weight_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 96);  stage4_0_branch1_0_weight_1 = None
    empty_41: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_41 = torch.ops.aten.native_batch_norm.default(convolution_41, stage4_0_branch1_1_weight_1, stage4_0_branch1_1_bias_1, stage4_0_branch1_1_running_mean_1, stage4_0_branch1_1_running_var_1, False, 0.1, 1e-05);  convolution_41 = stage4_0_branch1_1_weight_1 = stage4_0_branch1_1_bias_1 = stage4_0_branch1_1_running_mean_1 = stage4_0_branch1_1_running_var_1 = None
    getitem_145: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_41[0]
    getitem_146: "f32[0][1]" = native_batch_norm_41[1]
    getitem_147: "f32[0][1]" = native_batch_norm_41[2];  native_batch_norm_41 = None
    convolution_42: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(getitem_145, stage4_0_branch1_2_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_145 = stage4_0_branch1_2_weight_1 = None
    empty_42: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_42 = torch.ops.aten.native_batch_norm.default(convolution_42, stage4_0_branch1_3_weight_1, stage4_0_branch1_3_bias_1, stage4_0_branch1_3_running_mean_1, stage4_0_branch1_3_running_var_1, False, 0.1, 1e-05);  convolution_42 = stage4_0_branch1_3_weight_1 = stage4_0_branch1_3_bias_1 = stage4_0_branch1_3_running_mean_1 = stage4_0_branch1_3_running_var_1 = None
    getitem_148: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_42[0]
    getitem_149: "f32[0][1]" = native_batch_norm_42[1]
    getitem_150: "f32[0][1]" = native_batch_norm_42[2];  native_batch_norm_42 = None
    relu_27: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_148);  getitem_148 = None
    convolution_43: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.convolution.default(view_23, stage4_0_branch2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  view_23 = stage4_0_branch2_0_weight_1 = None
    empty_43: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_43 = torch.ops.aten.native_batch_norm.default(convolution_43, stage4_0_branch2_1_weight_1, stage4_0_branch2_1_bias_1, stage4_0_branch2_1_running_mean_1, stage4_0_branch2_1_running_var_1, False, 0.1, 1e-05);  convolution_43 = stage4_0_branch2_1_weight_1 = stage4_0_branch2_1_bias_1 = stage4_0_branch2_1_running_mean_1 = stage4_0_branch2_1_running_var_1 = None
    getitem_151: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = native_batch_norm_43[0]
    getitem_152: "f32[0][1]" = native_batch_norm_43[1]
    getitem_153: "f32[0][1]" = native_batch_norm_43[2];  native_batch_norm_43 = None
    relu_28: "f32[1, 96, 4, 4][1536, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_151);  getitem_151 = None
    convolution_44: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_28, stage4_0_branch2_3_weight_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 96);  relu_28 = stage4_0_branch2_3_weight_1 = None
    empty_44: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_44 = torch.ops.aten.native_batch_norm.default(convolution_44, stage4_0_branch2_4_weight_1, stage4_0_branch2_4_bias_1, stage4_0_branch2_4_running_mean_1, stage4_0_branch2_4_running_var_1, False, 0.1, 1e-05);  convolution_44 = stage4_0_branch2_4_weight_1 = stage4_0_branch2_4_bias_1 = stage4_0_branch2_4_running_mean_1 = stage4_0_branch2_4_running_var_1 = None
    getitem_154: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_44[0]
    getitem_155: "f32[0][1]" = native_batch_norm_44[1]
    getitem_156: "f32[0][1]" = native_batch_norm_44[2];  native_batch_norm_44 = None
    convolution_45: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(getitem_154, stage4_0_branch2_5_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_154 = stage4_0_branch2_5_weight_1 = None
    empty_45: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_45 = torch.ops.aten.native_batch_norm.default(convolution_45, stage4_0_branch2_6_weight_1, stage4_0_branch2_6_bias_1, stage4_0_branch2_6_running_mean_1, stage4_0_branch2_6_running_var_1, False, 0.1, 1e-05);  convolution_45 = stage4_0_branch2_6_weight_1 = stage4_0_branch2_6_bias_1 = stage4_0_branch2_6_running_mean_1 = stage4_0_branch2_6_running_var_1 = None
    getitem_157: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_45[0]
    getitem_158: "f32[0][1]" = native_batch_norm_45[1]
    getitem_159: "f32[0][1]" = native_batch_norm_45[2];  native_batch_norm_45 = None
    relu_29: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_157);  getitem_157 = None
    cat_12: "f32[1, 192, 2, 2][768, 4, 2, 1]" = torch.ops.aten.cat.default([relu_27, relu_29], 1);  relu_27 = relu_29 = None
    view_24: "f32[1, 2, 96, 2, 2][768, 384, 4, 2, 1]" = torch.ops.aten.view.default(cat_12, [1, 2, 96, 2, 2]);  cat_12 = None
    transpose_12: "f32[1, 96, 2, 2, 2][768, 4, 384, 2, 1]" = torch.ops.aten.transpose.int(view_24, 1, 2);  view_24 = None
    clone_12: "f32[1, 96, 2, 2, 2][768, 8, 4, 2, 1]" = torch.ops.aten.clone.default(transpose_12, memory_format = torch.contiguous_format);  transpose_12 = None
    view_25: "f32[1, 192, 2, 2][768, 4, 2, 1]" = torch.ops.aten.view.default(clone_12, [1, -1, 2, 2]);  clone_12 = None
    split_10 = torch.ops.aten.split.Tensor(view_25, 96, 1);  view_25 = None
    getitem_160: "f32[1, 96, 2, 2][768, 4, 2, 1]" = split_10[0]
    getitem_161: "f32[1, 96, 2, 2][768, 4, 2, 1]@384" = split_10[1];  split_10 = None
    convolution_46: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(getitem_161, stage4_1_branch2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_161 = stage4_1_branch2_0_weight_1 = None
    empty_46: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_46 = torch.ops.aten.native_batch_norm.default(convolution_46, stage4_1_branch2_1_weight_1, stage4_1_branch2_1_bias_1, stage4_1_branch2_1_running_mean_1, stage4_1_branch2_1_running_var_1, False, 0.1, 1e-05);  convolution_46 = stage4_1_branch2_1_weight_1 = stage4_1_branch2_1_bias_1 = stage4_1_branch2_1_running_mean_1 = stage4_1_branch2_1_running_var_1 = None
    getitem_162: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_46[0]
    getitem_163: "f32[0][1]" = native_batch_norm_46[1]
    getitem_164: "f32[0][1]" = native_batch_norm_46[2];  native_batch_norm_46 = None
    relu_30: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_162);  getitem_162 = None
    convolution_47: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_30, stage4_1_branch2_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 96);  relu_30 = stage4_1_branch2_3_weight_1 = None
    empty_47: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_47 = torch.ops.aten.native_batch_norm.default(convolution_47, stage4_1_branch2_4_weight_1, stage4_1_branch2_4_bias_1, stage4_1_branch2_4_running_mean_1, stage4_1_branch2_4_running_var_1, False, 0.1, 1e-05);  convolution_47 = stage4_1_branch2_4_weight_1 = stage4_1_branch2_4_bias_1 = stage4_1_branch2_4_running_mean_1 = stage4_1_branch2_4_running_var_1 = None
    getitem_165: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_47[0]
    getitem_166: "f32[0][1]" = native_batch_norm_47[1]
    getitem_167: "f32[0][1]" = native_batch_norm_47[2];  native_batch_norm_47 = None
    convolution_48: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(getitem_165, stage4_1_branch2_5_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_165 = stage4_1_branch2_5_weight_1 = None
    empty_48: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_48 = torch.ops.aten.native_batch_norm.default(convolution_48, stage4_1_branch2_6_weight_1, stage4_1_branch2_6_bias_1, stage4_1_branch2_6_running_mean_1, stage4_1_branch2_6_running_var_1, False, 0.1, 1e-05);  convolution_48 = stage4_1_branch2_6_weight_1 = stage4_1_branch2_6_bias_1 = stage4_1_branch2_6_running_mean_1 = stage4_1_branch2_6_running_var_1 = None
    getitem_168: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_48[0]
    getitem_169: "f32[0][1]" = native_batch_norm_48[1]
    getitem_170: "f32[0][1]" = native_batch_norm_48[2];  native_batch_norm_48 = None
    relu_31: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_168);  getitem_168 = None
    cat_13: "f32[1, 192, 2, 2][768, 4, 2, 1]" = torch.ops.aten.cat.default([getitem_160, relu_31], 1);  getitem_160 = relu_31 = None
    view_26: "f32[1, 2, 96, 2, 2][768, 384, 4, 2, 1]" = torch.ops.aten.view.default(cat_13, [1, 2, 96, 2, 2]);  cat_13 = None
    transpose_13: "f32[1, 96, 2, 2, 2][768, 4, 384, 2, 1]" = torch.ops.aten.transpose.int(view_26, 1, 2);  view_26 = None
    clone_13: "f32[1, 96, 2, 2, 2][768, 8, 4, 2, 1]" = torch.ops.aten.clone.default(transpose_13, memory_format = torch.contiguous_format);  transpose_13 = None
    view_27: "f32[1, 192, 2, 2][768, 4, 2, 1]" = torch.ops.aten.view.default(clone_13, [1, -1, 2, 2]);  clone_13 = None
    split_11 = torch.ops.aten.split.Tensor(view_27, 96, 1);  view_27 = None
    getitem_171: "f32[1, 96, 2, 2][768, 4, 2, 1]" = split_11[0]
    getitem_172: "f32[1, 96, 2, 2][768, 4, 2, 1]@384" = split_11[1];  split_11 = None
    convolution_49: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(getitem_172, stage4_2_branch2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_172 = stage4_2_branch2_0_weight_1 = None
    empty_49: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_49 = torch.ops.aten.native_batch_norm.default(convolution_49, stage4_2_branch2_1_weight_1, stage4_2_branch2_1_bias_1, stage4_2_branch2_1_running_mean_1, stage4_2_branch2_1_running_var_1, False, 0.1, 1e-05);  convolution_49 = stage4_2_branch2_1_weight_1 = stage4_2_branch2_1_bias_1 = stage4_2_branch2_1_running_mean_1 = stage4_2_branch2_1_running_var_1 = None
    getitem_173: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_49[0]
    getitem_174: "f32[0][1]" = native_batch_norm_49[1]
    getitem_175: "f32[0][1]" = native_batch_norm_49[2];  native_batch_norm_49 = None
    relu_32: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_173);  getitem_173 = None
    convolution_50: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_32, stage4_2_branch2_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 96);  relu_32 = stage4_2_branch2_3_weight_1 = None
    empty_50: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_50 = torch.ops.aten.native_batch_norm.default(convolution_50, stage4_2_branch2_4_weight_1, stage4_2_branch2_4_bias_1, stage4_2_branch2_4_running_mean_1, stage4_2_branch2_4_running_var_1, False, 0.1, 1e-05);  convolution_50 = stage4_2_branch2_4_weight_1 = stage4_2_branch2_4_bias_1 = stage4_2_branch2_4_running_mean_1 = stage4_2_branch2_4_running_var_1 = None
    getitem_176: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_50[0]
    getitem_177: "f32[0][1]" = native_batch_norm_50[1]
    getitem_178: "f32[0][1]" = native_batch_norm_50[2];  native_batch_norm_50 = None
    convolution_51: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(getitem_176, stage4_2_branch2_5_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_176 = stage4_2_branch2_5_weight_1 = None
    empty_51: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_51 = torch.ops.aten.native_batch_norm.default(convolution_51, stage4_2_branch2_6_weight_1, stage4_2_branch2_6_bias_1, stage4_2_branch2_6_running_mean_1, stage4_2_branch2_6_running_var_1, False, 0.1, 1e-05);  convolution_51 = stage4_2_branch2_6_weight_1 = stage4_2_branch2_6_bias_1 = stage4_2_branch2_6_running_mean_1 = stage4_2_branch2_6_running_var_1 = None
    getitem_179: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_51[0]
    getitem_180: "f32[0][1]" = native_batch_norm_51[1]
    getitem_181: "f32[0][1]" = native_batch_norm_51[2];  native_batch_norm_51 = None
    relu_33: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_179);  getitem_179 = None
    cat_14: "f32[1, 192, 2, 2][768, 4, 2, 1]" = torch.ops.aten.cat.default([getitem_171, relu_33], 1);  getitem_171 = relu_33 = None
    view_28: "f32[1, 2, 96, 2, 2][768, 384, 4, 2, 1]" = torch.ops.aten.view.default(cat_14, [1, 2, 96, 2, 2]);  cat_14 = None
    transpose_14: "f32[1, 96, 2, 2, 2][768, 4, 384, 2, 1]" = torch.ops.aten.transpose.int(view_28, 1, 2);  view_28 = None
    clone_14: "f32[1, 96, 2, 2, 2][768, 8, 4, 2, 1]" = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
    view_29: "f32[1, 192, 2, 2][768, 4, 2, 1]" = torch.ops.aten.view.default(clone_14, [1, -1, 2, 2]);  clone_14 = None
    split_12 = torch.ops.aten.split.Tensor(view_29, 96, 1);  view_29 = None
    getitem_182: "f32[1, 96, 2, 2][768, 4, 2, 1]" = split_12[0]
    getitem_183: "f32[1, 96, 2, 2][768, 4, 2, 1]@384" = split_12[1];  split_12 = None
    convolution_52: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(getitem_183, stage4_3_branch2_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_183 = stage4_3_branch2_0_weight_1 = None
    empty_52: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_52 = torch.ops.aten.native_batch_norm.default(convolution_52, stage4_3_branch2_1_weight_1, stage4_3_branch2_1_bias_1, stage4_3_branch2_1_running_mean_1, stage4_3_branch2_1_running_var_1, False, 0.1, 1e-05);  convolution_52 = stage4_3_branch2_1_weight_1 = stage4_3_branch2_1_bias_1 = stage4_3_branch2_1_running_mean_1 = stage4_3_branch2_1_running_var_1 = None
    getitem_184: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_52[0]
    getitem_185: "f32[0][1]" = native_batch_norm_52[1]
    getitem_186: "f32[0][1]" = native_batch_norm_52[2];  native_batch_norm_52 = None
    relu_34: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_184);  getitem_184 = None
    convolution_53: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_34, stage4_3_branch2_3_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 96);  relu_34 = stage4_3_branch2_3_weight_1 = None
    empty_53: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_53 = torch.ops.aten.native_batch_norm.default(convolution_53, stage4_3_branch2_4_weight_1, stage4_3_branch2_4_bias_1, stage4_3_branch2_4_running_mean_1, stage4_3_branch2_4_running_var_1, False, 0.1, 1e-05);  convolution_53 = stage4_3_branch2_4_weight_1 = stage4_3_branch2_4_bias_1 = stage4_3_branch2_4_running_mean_1 = stage4_3_branch2_4_running_var_1 = None
    getitem_187: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_53[0]
    getitem_188: "f32[0][1]" = native_batch_norm_53[1]
    getitem_189: "f32[0][1]" = native_batch_norm_53[2];  native_batch_norm_53 = None
    convolution_54: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.convolution.default(getitem_187, stage4_3_branch2_5_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_187 = stage4_3_branch2_5_weight_1 = None
    empty_54: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_54 = torch.ops.aten.native_batch_norm.default(convolution_54, stage4_3_branch2_6_weight_1, stage4_3_branch2_6_bias_1, stage4_3_branch2_6_running_mean_1, stage4_3_branch2_6_running_var_1, False, 0.1, 1e-05);  convolution_54 = stage4_3_branch2_6_weight_1 = stage4_3_branch2_6_bias_1 = stage4_3_branch2_6_running_mean_1 = stage4_3_branch2_6_running_var_1 = None
    getitem_190: "f32[1, 96, 2, 2][384, 4, 2, 1]" = native_batch_norm_54[0]
    getitem_191: "f32[0][1]" = native_batch_norm_54[1]
    getitem_192: "f32[0][1]" = native_batch_norm_54[2];  native_batch_norm_54 = None
    relu_35: "f32[1, 96, 2, 2][384, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_190);  getitem_190 = None
    cat_15: "f32[1, 192, 2, 2][768, 4, 2, 1]" = torch.ops.aten.cat.default([getitem_182, relu_35], 1);  getitem_182 = relu_35 = None
    view_30: "f32[1, 2, 96, 2, 2][768, 384, 4, 2, 1]" = torch.ops.aten.view.default(cat_15, [1, 2, 96, 2, 2]);  cat_15 = None
    transpose_15: "f32[1, 96, 2, 2, 2][768, 4, 384, 2, 1]" = torch.ops.aten.transpose.int(view_30, 1, 2);  view_30 = None
    clone_15: "f32[1, 96, 2, 2, 2][768, 8, 4, 2, 1]" = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
    view_31: "f32[1, 192, 2, 2][768, 4, 2, 1]" = torch.ops.aten.view.default(clone_15, [1, -1, 2, 2]);  clone_15 = None
    convolution_55: "f32[1, 1024, 2, 2][4096, 4, 2, 1]" = torch.ops.aten.convolution.default(view_31, conv5_0_weight_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  view_31 = conv5_0_weight_1 = None
    empty_55: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_55 = torch.ops.aten.native_batch_norm.default(convolution_55, conv5_1_weight_1, conv5_1_bias_1, conv5_1_running_mean_1, conv5_1_running_var_1, False, 0.1, 1e-05);  convolution_55 = conv5_1_weight_1 = conv5_1_bias_1 = conv5_1_running_mean_1 = conv5_1_running_var_1 = None
    getitem_193: "f32[1, 1024, 2, 2][4096, 4, 2, 1]" = native_batch_norm_55[0]
    getitem_194: "f32[0][1]" = native_batch_norm_55[1]
    getitem_195: "f32[0][1]" = native_batch_norm_55[2];  native_batch_norm_55 = None
    relu_36: "f32[1, 1024, 2, 2][4096, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_193);  getitem_193 = None
    mean: "f32[1, 1024][1024, 1]" = torch.ops.aten.mean.dim(relu_36, [2, 3]);  relu_36 = None
    t: "f32[1024, 1000][1, 1024]" = torch.ops.aten.t.default(fc_weight_1);  fc_weight_1 = None
    addmm: "f32[1, 1000][1000, 1]" = torch.ops.aten.addmm.default(fc_bias_1, mean, t);  fc_bias_1 = mean = t = None
    return addmm
