# resnet18_train: torchvision.models.resnet18(weights=None), train mode, on a 1x3x64x64 image
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, conv1_weight_1: "f32[64, 3, 7, 7]", bn1_weight_1: "f32[64]", bn1_bias_1: "f32[64]", layer1_0_conv1_weight_1: "f32[64, 64, 3, 3]", layer1_0_bn1_weight_1: "f32[64]", layer1_0_bn1_bias_1: "f32[64]", layer1_0_conv2_weight_1: "f32[64, 64, 3, 3]", layer1_0_bn2_weight_1: "f32[64]", layer1_0_bn2_bias_1: "f32[64]", layer1_1_conv1_weight_1: "f32[64, 64, 3, 3]", layer1_1_bn1_weight_1: "f32[64]", layer1_1_bn1_bias_1: "f32[64]", layer1_1_conv2_weight_1: "f32[64, 64, 3, 3]", layer1_1_bn2_weight_1: "f32[64]", layer1_1_bn2_bias_1: "f32[64]", layer2_0_conv1_weight_1: "f32[128, 64, 3, 3]", layer2_0_bn1_weight_1: "f32[128]", layer2_0_bn1_bias_1: "f32[128]", layer2_0_conv2_weight_1: "f32[128, 128, 3, 3]", layer2_0_bn2_weight_1: "f32[128]", layer2_0_bn2_bias_1: "f32[128]", layer2_0_downsample_0_weight_1: "f32[128, 64, 1, 1]", layer2_0_downsample_1_weight_1: "f32[128]", layer2_0_downsample_1_bias_1: "f32[128]", layer2_1_conv1_weight_1: "f32[128, 128, 3, 3]", layer2_1_bn1_weight_1: "f32[128]", layer2_1_bn1_bias_1: "f32[128]", layer2_1_conv2_weight_1: "f32[128, 128, 3, 3]", layer2_1_bn2_weight_1: "f32[128]", layer2_1_bn2_bias_1: "f32[128]", layer3_0_conv1_weight_1: "f32[256, 128, 3, 3]", layer3_0_bn1_weight_1: "f32[256]", layer3_0_bn1_bias_1: "f32[256]", layer3_0_conv2_weight_1: "f32[256, 256, 3, 3]", layer3_0_bn2_weight_1: "f32[256]", layer3_0_bn2_bias_1: "f32[256]", layer3_0_downsample_0_weight_1: "f32[256, 128, 1, 1]", layer3_0_downsample_1_weight_1: "f32[256]", layer3_0_downsample_1_bias_1: "f32[256]", layer3_1_conv1_weight_1: "f32[256, 256, 3, 3]", layer3_1_bn1_weight_1: "f32[256]", layer3_1_bn1_bias_1: "f32[256]", layer3_1_conv2_weight_1: "f32[256, 256, 3, 3]", layer3_1_bn2_weight_1: "f32[256]", layer3_1_bn2_bias_1: "f32[256]", layer4_0_conv1_weight_1: "f32[512, 256, 3, 3]", layer4_0_bn1_weight_1: "f32[512]", layer4_0_bn1_bias_1: "f32[512]", layer4_0_conv2_weight_1: "f32[512, 512, 3, 3]", layer4_0_bn2_weight_1: "f32[512]", layer4_0_bn2_bias_1: "f32[512]", layer4_0_downsample_0_weight_1: "f32[512, 256, 1, 1]", layer4_0_downsample_1_weight_1: "f32[512]", layer4_0_downsample_1_bias_1: "f32[512]", layer4_1_conv1_weight_1: "f32[512, 512, 3, 3]", layer4_1_bn1_weight_1: "f32[512]", layer4_1_bn1_bias_1: "f32[512]", layer4_1_conv2_weight_1: "f32[512, 512, 3, 3]", layer4_1_bn2_weight_1: "f32[512]", layer4_1_bn2_bias_1: "f32[512]", fc_weight_1: "f32[1000, 512]", fc_bias_1: "f32[1000]", bn1_running_mean_1: "f32[64]", bn1_running_var_1: "f32[64]", bn1_num_batches_tracked_1: "i64[]", layer1_0_bn1_running_mean_1: "f32[64]", layer1_0_bn1_running_var_1: "f32[64]", layer1_0_bn1_num_batches_tracked_1: "i64[]", layer1_0_bn2_running_mean_1: "f32[64]", layer1_0_bn2_running_var_1: "f32[64]", layer1_0_bn2_num_batches_tracked_1: "i64[]", layer1_1_bn1_running_mean_1: "f32[64]", layer1_1_bn1_running_var_1: "f32[64]", layer1_1_bn1_num_batches_tracked_1: "i64[]", layer1_1_bn2_running_mean_1: "f32[64]", layer1_1_bn2_running_var_1: "f32[64]", layer1_1_bn2_num_batches_tracked_1: "i64[]", layer2_0_bn1_running_mean_1: "f32[128]", layer2_0_bn1_running_var_1: "f32[128]", layer2_0_bn1_num_batches_tracked_1: "i64[]", layer2_0_bn2_running_mean_1: "f32[128]", layer2_0_bn2_running_var_1: "f32[128]", layer2_0_bn2_num_batches_tracked_1: "i64[]", layer2_0_downsample_1_running_mean_1: "f32[128]", layer2_0_downsample_1_running_var_1: "f32[128]", layer2_0_downsample_1_num_batches_tracked_1: "i64[]", layer2_1_bn1_running_mean_1: "f32[128]", layer2_1_bn1_running_var_1: "f32[128]", layer2_1_bn1_num_batches_tracked_1: "i64[]", layer2_1_bn2_running_mean_1: "f32[128]", layer2_1_bn2_running_var_1: "f32[128]", layer2_1_bn2_num_batches_tracked_1: "i64[]", layer3_0_bn1_running_mean_1: "f32[256]", layer3_0_bn1_running_var_1: "f32[256]", layer3_0_bn1_num_batches_tracked_1: "i64[]", layer3_0_bn2_running_mean_1: "f32[256]", layer3_0_bn2_running_var_1: "f32[256]", layer3_0_bn2_num_batches_tracked_1: "i64[]", layer3_0_downsample_1_running_mean_1: "f32[256]", layer3_0_downsample_1_running_var_1: "f32[256]", layer3_0_downsample_1_num_batches_tracked_1: "i64[]", layer3_1_bn1_running_mean_1: "f32[256]", layer3_1_bn1_running_var_1: "f32[256]", layer3_1_bn1_num_batches_tracked_1: "i64[]", layer3_1_bn2_running_mean_1: "f32[256]", layer3_1_bn2_running_var_1: "f32[256]", layer3_1_bn2_num_batches_tracked_1: "i64[]", layer4_0_bn1_running_mean_1: "f32[512]", layer4_0_bn1_running_var_1: "f32[512]", layer4_0_bn1_num_batches_tracked_1: "i64[]", layer4_0_bn2_running_mean_1: "f32[512]", layer4_0_bn2_running_var_1: "f32[512]", layer4_0_bn2_num_batches_tracked_1: "i64[]", layer4_0_downsample_1_running_mean_1: "f32[512]", layer4_0_downsample_1_running_var_1: "f32[512]", layer4_0_downsample_1_num_batches_tracked_1: "i64[]", layer4_1_bn1_running_mean_1: "f32[512]", layer4_1_bn1_running_var_1: "f32[512]", layer4_1_bn1_num_batches_tracked_1: "i64[]", layer4_1_bn2_running_mean_1: "f32[512]", layer4_1_bn2_running_var_1: "f32[512]", layer4_1_bn2_num_batches_tracked_1: "i64[]", x_1: "f32[1, 3, 64, 64]"):
    convolution: "f32[1, 64, 32, 32][65536, 1024, 32, 1]" = torch.ops.aten.convolution.default(x_1, conv1_weight_1, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1);  x_1 = conv1_weight_1 = None
    add: "i64[][]" = torch.ops.aten.add.Tensor(bn1_num_batches_tracked_1, 1)
    empty: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, bn1_weight_1, bn1_bias_1, bn1_running_mean_1, bn1_running_var_1, True, 0.1, 1e-05);  convolution = bn1_weight_1 = bn1_bias_1 = bn1_running_mean_1 = bn1_running_var_1 = None
    getitem: "f32[1, 64, 32, 32][65536, 1024, 32, 1]" = native_batch_norm[0]
    getitem_1: "f32[64][1]" = native_batch_norm[1]
    getitem_2: "f32[64][1]" = native_batch_norm[2];  native_batch_norm = None
    relu: "f32[1, 64, 32, 32][65536, 1024, 32, 1]" = torch.ops.aten.relu.default(getitem);  getitem = None
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu, [3, 3], [2, 2], [1, 1]);  relu = None
    getitem_3: "f32[1, 64, 16, 16][16384, 256, 16, 1]" = max_pool2d_with_indices[0]
    getitem_4: "i64[1, 64, 16, 16][16384, 256, 16, 1]" = max_pool2d_with_indices[1];  max_pool2d_with_indices = None
    convolution_1: "f32[1, 64, 16, 16][16384, 256, 16, 1]" = torch.ops.aten.convolution.default(getitem_3, layer1_0_conv1_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  layer1_0_conv1_weight_1 = None
    add_1: "i64[][]" = torch.ops.aten.add.Tensor(layer1_0_bn1_num_batches_tracked_1, 1)
    empty_1: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, layer1_0_bn1_weight_1, layer1_0_bn1_bias_1, layer1_0_bn1_running_mean_1, layer1_0_bn1_running_var_1, True, 0.1, 1e-05);  convolution_1 = layer1_0_bn1_weight_1 = layer1_0_bn1_bias_1 = layer1_0_bn1_running_mean_1 = layer1_0_bn1_running_var_1 = None
    getitem_5: "f32[1, 64, 16, 16][16384, 256, 16, 1]" = native_batch_norm_1[0]
    getitem_6: "f32[64][1]" = native_batch_norm_1[1]
    getitem_7: "f32[64][1]" = native_batch_norm_1[2];  native_batch_norm_1 = None
    relu_1: "f32[1, 64, 16, 16][16384, 256, 16, 1]" = torch.ops.aten.relu.default(getitem_5);  getitem_5 = None
    convolution_2: "f32[1, 64, 16, 16][16384, 256, 16, 1]" = torch.ops.aten.convolution.default(relu_1, layer1_0_conv2_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_1 = layer1_0_conv2_weight_1 = None
    add_2: "i64[][]" = torch.ops.aten.add.Tensor(layer1_0_bn2_num_batches_tracked_1, 1)
    empty_2: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_2, layer1_0_bn2_weight_1, layer1_0_bn2_bias_1, layer1_0_bn2_running_mean_1, layer1_0_bn2_running_var_1, True, 0.1, 1e-05);  convolution_2 = layer1_0_bn2_weight_1 = layer1_0_bn2_bias_1 = layer1_0_bn2_running_mean_1 = layer1_0_bn2_running_var_1 = None
    getitem_8: "f32[1, 64, 16, 16][16384, 256, 16, 1]" = native_batch_norm_2[0]
    getitem_9: "f32[64][1]" = native_batch_norm_2[1]
    getitem_10: "f32[64][1]" = native_batch_norm_2[2];  native_batch_norm_2 = None
    add_3: "f32[1, 64, 16, 16][16384, 256, 16, 1]" = torch.ops.aten.add.Tensor(getitem_8, getitem_3);  getitem_8 = getitem_3 = None
    relu_2: "f32[1, 64, 16, 16][16384, 256, 16, 1]" = torch.ops.aten.relu.default(add_3);  add_3 = None
    convolution_3: "f32[1, 64, 16, 16][16384, 256, 16, 1]" = torch.ops.aten.convolution.default(relu_2, layer1_1_conv1_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  layer1_1_conv1_weight_1 = None
    add_4: "i64[][]" = torch.ops.aten.add.Tensor(layer1_1_bn1_num_batches_tracked_1, 1)
    empty_3: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_3, layer1_1_bn1_weight_1, layer1_1_bn1_bias_1, layer1_1_bn1_running_mean_1, layer1_1_bn1_running_var_1, True, 0.1, 1e-05);  convolution_3 = layer1_1_bn1_weight_1 = layer1_1_bn1_bias_1 = layer1_1_bn1_running_mean_1 = layer1_1_bn1_running_var_1 = None
    getitem_11: "f32[1, 64, 16, 16][16384, 256, 16, 1]" = native_batch_norm_3[0]
    getitem_12: "f32[64][1]" = native_batch_norm_3[1]
    getitem_13: "f32[64][1]" = native_batch_norm_3[2];  native_batch_norm_3 = None
    relu_3: "f32[1, 64, 16, 16][16384, 256, 16, 1]" = torch.ops.aten.relu.default(getitem_11);  getitem_11 = None
    convolution_4: "f32[1, 64, 16, 16][16384, 256, 16, 1]" = torch.ops.aten.convolution.default(relu_3, layer1_1_conv2_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_3 = layer1_1_conv2_weight_1 = None
    add_5: "i64[][]" = torch.ops.aten.add.Tensor(layer1_1_bn2_num_batches_tracked_1, 1)
    empty_4: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_4, layer1_1_bn2_weight_1, layer1_1_bn2_bias_1, layer1_1_bn2_running_mean_1, layer1_1_bn2_running_var_1, True, 0.1, 1e-05);  convolution_4 = layer1_1_bn2_weight_1 = layer1_1_bn2_bias_1 = layer1_1_bn2_running_mean_1 = layer1_1_bn2_running_var_1 = None
    getitem_14: "f32[1, 64, 16, 16][16384, 256, 16, 1]" = native_batch_norm_4[0]
    getitem_15: "f32[64][1]" = native_batch_norm_4[1]
    getitem_16: "f32[64][1]" = native_batch_norm_4[2];  native_batch_norm_4 = None
    add_6: "f32[1, 64, 16, 16][16384, 256, 16, 1]" = torch.ops.aten.add.Tensor(getitem_14, relu_2);  getitem_14 = relu_2 = None
    relu_4: "f32[1, 64, 16, 16][16384, 256, 16, 1]" = torch.ops.aten.relu.default(add_6);  add_6 = None
    convolution_5: "f32[1, 128, 8, 8][8192, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_4, layer2_0_conv1_weight_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  layer2_0_conv1_weight_1 = None
    add_7: "i64[][]" = torch.ops.aten.add.Tensor(layer2_0_bn1_num_batches_tracked_1, 1)
    empty_5: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_5, layer2_0_bn1_weight_1, layer2_0_bn1_bias_1, layer2_0_bn1_running_mean_1, layer2_0_bn1_running_var_1, True, 0.1, 1e-05);  convolution_5 = layer2_0_bn1_weight_1 = layer2_0_bn1_bias_1 = layer2_0_bn1_running_mean_1 = layer2_0_bn1_running_var_1 = None
    getitem_17: "f32[1, 128, 8, 8][8192, 64, 8, 1]" = native_batch_norm_5[0]
    getitem_18: "f32[128][1]" = native_batch_norm_5[1]
    getitem_19: "f32[128][1]" = native_batch_norm_5[2];  native_batch_norm_5 = None
    relu_5: "f32[1, 128, 8, 8][8192, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_17);  getitem_17 = None
    convolution_6: "f32[1, 128, 8, 8][8192, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_5, layer2_0_conv2_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_5 = layer2_0_conv2_weight_1 = None
    add_8: "i64[][]" = torch.ops.aten.add.Tensor(layer2_0_bn2_num_batches_tracked_1, 1)
    empty_6: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_6, layer2_0_bn2_weight_1, layer2_0_bn2_bias_1, layer2_0_bn2_running_mean_1, layer2_0_bn2_running_var_1, True, 0.1, 1e-05);  convolution_6 = layer2_0_bn2_weight_1 = layer2_0_bn2_bias_1 = layer2_0_bn2_running_mean_1 = layer2_0_bn2_running_var_1 = None
    getitem_20: "f32[1, 128, 8, 8][8192, 64, 8, 1]" = native_batch_norm_6[0]
    getitem_21: "f32[128][1]" = native_batch_norm_6[1]
    getitem_22: "f32[128][1]" = native_batch_norm_6[2];  native_batch_norm_6 = None
    convolution_7: "f32[1, 128, 8, 8][8192, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_4, layer2_0_downsample_0_weight_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_4 = layer2_0_downsample_0_weight_1 = None
    add_9: "i64[][]" = torch.ops.aten.add.Tensor(layer2_0_downsample_1_num_batches_tracked_1, 1)
    empty_7: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_7, layer2_0_downsample_1_weight_1, layer2_0_downsample_1_bias_1, layer2_0_downsample_1_running_mean_1, layer2_0_downsample_1_running_var_1, True, 0.1, 1e-05);  convolution_7 = layer2_0_downsample_1_weight_1 = layer2_0_downsample_1_bias_1 = layer2_0_downsample_1_running_mean_1 = layer2_0_downsample_1_running_var_1 = None
    getitem_23: "f32[1, 128, 8, 8][8192, 64, 8, 1]" = native_batch_norm_7[0]
    getitem_24: "f32[128][1]" = native_batch_norm_7[1]
    getitem_25: "f32[128][1]" = native_batch_norm_7[2];  native_batch_norm_7 = None
    add_10: "f32[1, 128, 8, 8][8192, 64, 8, 1]" = torch.ops.aten.add.Tensor(getitem_20, getitem_23);  getitem_20 = getitem_23 = None
    relu_6: "f32[1, 128, 8, 8][8192, 64, 8, 1]" = torch.ops.aten.relu.default(add_10);  add_10 = None
    convolution_8: "f32[1, 128, 8, 8][8192, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_6, layer2_1_conv1_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  layer2_1_conv1_weight_1 = None
    add_11: "i64[][]" = torch.ops.aten.add.Tensor(layer2_1_bn1_num_batches_tracked_1, 1)
    empty_8: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(convolution_8, layer2_1_bn1_weight_1, layer2_1_bn1_bias_1, layer2_1_bn1_running_mean_1, layer2_1_bn1_running_var_1, True, 0.1, 1e-05);  convolution_8 = layer2_1_bn1_weight_1 = layer2_1_bn1_bias_1 = layer2_1_bn1_running_mean_1 = layer2_1_bn1_running_var_1 = None
    getitem_26: "f32[1, 128, 8, 8][8192, 64, 8, 1]" = native_batch_norm_8[0]
    getitem_27: "f32[128][1]" = native_batch_norm_8[1]
    getitem_28: "f32[128][1]" = native_batch_norm_8[2];  native_batch_norm_8 = None
    relu_7: "f32[1, 128, 8, 8][8192, 64, 8, 1]" = torch.ops.aten.relu.default(getitem_26);  getitem_26 = None
    convolution_9: "f32[1, 128, 8, 8][8192, 64, 8, 1]" = torch.ops.aten.convolution.default(relu_7, layer2_1_conv2_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_7 = layer2_1_conv2_weight_1 = None
    add_12: "i64[][]" = torch.ops.aten.add.Tensor(layer2_1_bn2_num_batches_tracked_1, 1)
    empty_9: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_9, layer2_1_bn2_weight_1, layer2_1_bn2_bias_1, layer2_1_bn2_running_mean_1, layer2_1_bn2_running_var_1, True, 0.1, 1e-05);  convolution_9 = layer2_1_bn2_weight_1 = layer2_1_bn2_bias_1 = layer2_1_bn2_running_mean_1 = layer2_1_bn2_running_var_1 = None
    getitem_29: "f32[1, 128, 8, 8][8192, 64, 8, 1]" = native_batch_norm_9[0]
    getitem_30: "f32[128][1]" = native_batch_norm_9[1]
    getitem_31: "f32[128][1]" = native_batch_norm_9[2];  native_batch_norm_9 = None
    add_13: "f32[1, 128, 8, 8][8192, 64, 8, 1]" = torch.ops.aten.add.Tensor(getitem_29, relu_6);  getitem_29 = relu_6 = None
    relu_8: "f32[1, 128, 8, 8][8192, 64, 8, 1]" = torch.ops.aten.relu.default(add_13);  add_13 = None
    convolution_10: "f32[1, 256, 4, 4][4096, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_8, layer3_0_conv1_weight_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  layer3_0_conv1_weight_1 = None
    add_14: "i64[][]" = torch.ops.aten.add.Tensor(layer3_0_bn1_num_batches_tracked_1, 1)
    empty_10: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(convolution_10, layer3_0_bn1_weight_1, layer3_0_bn1_bias_1, layer3_0_bn1_running_mean_1, layer3_0_bn1_running_var_1, True, 0.1, 1e-05);  convolution_10 = layer3_0_bn1_weight_1 = layer3_0_bn1_bias_1 = layer3_0_bn1_running_mean_1 = layer3_0_bn1_running_var_1 = None
    getitem_32: "f32[1, 256, 4, 4][4096, 16, 4, 1]" = native_batch_norm_10[0]
    getitem_33: "f32[256][1]" = native_batch_norm_10[1]
    getitem_34: "f32[256][1]" = native_batch_norm_10[2];  native_batch_norm_10 = None
    relu_9: "f32[1, 256, 4, 4][4096, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_32);  getitem_32 = None
    convolution_11: "f32[1, 256, 4, 4][4096, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_9, layer3_0_conv2_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_9 = layer3_0_conv2_weight_1 = None
    add_15: "i64[][]" = torch.ops.aten.add.Tensor(layer3_0_bn2_num_batches_tracked_1, 1)
    empty_11: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(convolution_11, layer3_0_bn2_weight_1, layer3_0_bn2_bias_1, layer3_0_bn2_running_mean_1, layer3_0_bn2_running_var_1, True, 0.1, 1e-05);  convolution_11 = layer3_0_bn2_weight_1 = layer3_0_bn2_bias_1 = layer3_0_bn2_running_mean_1 = layer3_0_bn2_running_var_1 = None
    getitem_35: "f32[1, 256, 4, 4][4096, 16, 4, 1]" = native_batch_norm_11[0]
    getitem_36: "f32[256][1]" = native_batch_norm_11[1]
    getitem_37: "f32[256][1]" = native_batch_norm_11[2];  native_batch_norm_11 = None
    convolution_12: "f32[1, 256, 4, 4][4096, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_8, layer3_0_downsample_0_weight_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_8 = layer3_0_downsample_0_weight_1 = None
    add_16: "i64[][]" = torch.ops.aten.add.Tensor(layer3_0_downsample_1_num_batches_tracked_1, 1)
    empty_12: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(convolution_12, layer3_0_downsample_1_weight_1, layer3_0_downsample_1_bias_1, layer3_0_downsample_1_running_mean_1, layer3_0_downsample_1_running_var_1, True, 0.1, 1e-05);  convolution_12 = layer3_0_downsample_1_weight_1 = layer3_0_downsample_1_bias_1 = layer3_0_downsample_1_running_mean_1 = layer3_0_downsample_1_running_var_1 = None
    getitem_38: "f32[1, 256, 4, 4][4096, 16, 4, 1]" = native_batch_norm_12[0]
    getitem_39: "f32[256][1]" = native_batch_norm_12[1]
    getitem_40: "f32[256][1]" = native_batch_norm_12[2];  native_batch_norm_12 = None
    add_17: "f32[1, 256, 4, 4][4096, 16, 4, 1]" = torch.ops.aten.add.Tensor(getitem_35, getitem_38);  getitem_35 = getitem_38 = None
    relu_10: "f32[1, 256, 4, 4][4096, 16, 4, 1]" = torch.ops.aten.relu.default(add_17);  add_17 = None
    convolution_13: "f32[1, 256, 4, 4][4096, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_10, layer3_1_conv1_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  layer3_1_conv1_weight_1 = None
    add_18: "i64[][]" = torch.ops.aten.add.Tensor(layer3_1_bn1_num_batches_tracked_1, 1)
    empty_13: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_13 = torch.ops.aten.native_batch_norm.default(convolution_13, layer3_1_bn1_weight_1, layer3_1_bn1_bias_1, layer3_1_bn1_running_mean_1, layer3_1_bn1_running_var_1, True, 0.1, 1e-05);  convolution_13 = layer3_1_bn1_weight_1 = layer3_1_bn1_bias_1 = layer3_1_bn1_running_mean_1 = layer3_1_bn1_running_var_1 = None
    getitem_41: "f32[1, 256, 4, 4][4096, 16, 4, 1]" = native_batch_norm_13[0]
    getitem_42: "f32[256][1]" = native_batch_norm_13[1]
    getitem_43: "f32[256][1]" = native_batch_norm_13[2];  native_batch_norm_13 = None
    relu_11: "f32[1, 256, 4, 4][4096, 16, 4, 1]" = torch.ops.aten.relu.default(getitem_41);  getitem_41 = None
    convolution_14: "f32[1, 256, 4, 4][4096, 16, 4, 1]" = torch.ops.aten.convolution.default(relu_11, layer3_1_conv2_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_11 = layer3_1_conv2_weight_1 = None
    add_19: "i64[][]" = torch.ops.aten.add.Tensor(layer3_1_bn2_num_batches_tracked_1, 1)
    empty_14: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_14 = torch.ops.aten.native_batch_norm.default(convolution_14, layer3_1_bn2_weight_1, layer3_1_bn2_bias_1, layer3_1_bn2_running_mean_1, layer3_1_bn2_running_var_1, True, 0.1, 1e-05);  convolution_14 = layer3_1_bn2_weight_1 = layer3_1_bn2_bias_1 = layer3_1_bn2_running_mean_1 = layer3_1_bn2_running_var_1 = None
    getitem_44: "f32[1, 256, 4, 4][4096, 16, 4, 1]" = native_batch_norm_14[0]
    getitem_45: "f32[256][1]" = native_batch_norm_14[1]
    getitem_46: "f32[256][1]" = native_batch_norm_14[2];  native_batch_norm_14 = None
    add_20: "f32[1, 256, 4, 4][4096, 16, 4, 1]" = torch.ops.aten.add.Tensor(getitem_44, relu_10);  getitem_44 = relu_10 = None
    relu_12: "f32[1, 256, 4, 4][4096, 16, 4, 1]" = torch.ops.aten.relu.default(add_20);  add_20 = None
    convolution_15: "f32[1, 512, 2, 2][2048, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_12, layer4_0_conv1_weight_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  layer4_0_conv1_weight_1 = None
    add_21: "i64[][]" = torch.ops.aten.add.Tensor(layer4_0_bn1_num_batches_tracked_1, 1)
    empty_15: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_15 = torch.ops.aten.native_batch_norm.default(convolution_15, layer4_0_bn1_weight_1, layer4_0_bn1_bias_1, layer4_0_bn1_running_mean_1, layer4_0_bn1_running_var_1, True, 0.1, 1e-05);  convolution_15 = layer4_0_bn1_weight_1 = layer4_0_bn1_bias_1 = layer4_0_bn1_running_mean_1 = layer4_0_bn1_running_var_1 = None
    getitem_47: "f32[1, 512, 2, 2][2048, 4, 2, 1]" = native_batch_norm_15[0]
    getitem_48: "f32[512][1]" = native_batch_norm_15[1]
    getitem_49: "f32[512][1]" = native_batch_norm_15[2];  native_batch_norm_15 = None
    relu_13: "f32[1, 512, 2, 2][2048, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_47);  getitem_47 = None
    convolution_16: "f32[1, 512, 2, 2][2048, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_13, layer4_0_conv2_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_13 = layer4_0_conv2_weight_1 = None
    add_22: "i64[][]" = torch.ops.aten.add.Tensor(layer4_0_bn2_num_batches_tracked_1, 1)
    empty_16: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_16 = torch.ops.aten.native_batch_norm.default(convolution_16, layer4_0_bn2_weight_1, layer4_0_bn2_bias_1, layer4_0_bn2_running_mean_1, layer4_0_bn2_running_var_1, True, 0.1, 1e-05);  convolution_16 = layer4_0_bn2_weight_1 = layer4_0_bn2_bias_1 = layer4_0_bn2_running_mean_1 = layer4_0_bn2_running_var_1 = None
    getitem_50: "f32[1, 512, 2, 2][2048, 4, 2, 1]" = native_batch_norm_16[0]
    getitem_51: "f32[512][1]" = native_batch_norm_16[1]
    getitem_52: "f32[512][1]" = native_batch_norm_16[2];  native_batch_norm_16 = None
    convolution_17: "f32[1, 512, 2, 2][2048, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_12, layer4_0_downsample_0_weight_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_12 = layer4_0_downsample_0_weight_1 = None
    add_23: "i64[][]" = torch.ops.aten.add.Tensor(layer4_0_downsample_1_num_batches_tracked_1, 1)
    empty_17: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_17 = torch.ops.aten.native_batch_norm.default(convolution_17, layer4_0_downsample_1_weight_1, layer4_0_downsample_1_bias_1, layer4_0_downsample_1_running_mean_1, layer4_0_downsample_1_running_var_1, True, 0.1, 1e-05);  convolution_17 = layer4_0_downsample_1_weight_1 = layer4_0_downsample_1_bias_1 = layer4_0_downsample_1_running_mean_1 = layer4_0_downsample_1_running_var_1 = None
    getitem_53: "f32[1, 512, 2, 2][2048, 4, 2, 1]" = native_batch_norm_17[0]
    getitem_54: "f32[512][1]" = native_batch_norm_17[1]
    getitem_55: "f32[512][1]" = native_batch_norm_17[2];  native_batch_norm_17 = None
    add_24: "f32[1, 512, 2, 2][2048, 4, 2, 1]" = torch.ops.aten.add.Tensor(getitem_50, getitem_53);  getitem_50 = getitem_53 = None
    relu_14: "f32[1, 512, 2, 2][2048, 4, 2, 1]" = torch.ops.aten.relu.default(add_24);  add_24 = None
    convolution_18: "f32[1, 512, 2, 2][2048, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_14, layer4_1_conv1_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  layer4_1_conv1_weight_1 = None
    add_25: "i64[][]" = torch.ops.aten.add.Tensor(layer4_1_bn1_num_batches_tracked_1, 1)
    empty_18: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_18 = torch.ops.aten.native_batch_norm.default(convolution_18, layer4_1_bn1_weight_1, layer4_1_bn1_bias_1, layer4_1_bn1_running_mean_1, layer4_1_bn1_running_var_1, True, 0.1, 1e-05);  convolution_18 = layer4_1_bn1_weight_1 = layer4_1_bn1_bias_1 = layer4_1_bn1_running_mean_1 = layer4_1_bn1_running_var_1 = None
    getitem_56: "f32[1, 512, 2, 2][2048, 4, 2, 1]" = native_batch_norm_18[0]
    getitem_57: "f32[512][1]" = native_batch_norm_18[1]
    getitem_58: "f32[512][1]" = native_batch_norm_18[2];  native_batch_norm_18 = None
    relu_15: "f32[1, 512, 2, 2][2048, 4, 2, 1]" = torch.ops.aten.relu.default(getitem_56);  getitem_56 = None
    convolution_19: "f32[1, 512, 2, 2][2048, 4, 2, 1]" = torch.ops.aten.convolution.default(relu_15, layer4_1_conv2_weight_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_15 = layer4_1_conv2_weight_1 = None
    add_26: "i64[][]" = torch.ops.aten.add.Tensor(layer4_1_bn2_num_batches_tracked_1, 1)
    empty_19: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm_19 = torch.ops.aten.native_batch_norm.default(convolution_19, layer4_1_bn2_weight_1, layer4_1_bn2_bias_1, layer4_1_bn2_running_mean_1, layer4_1_bn2_running_var_1, True, 0.1, 1e-05);  convolution_19 = layer4_1_bn2_weight_1 = layer4_1_bn2_bias_1 = layer4_1_bn2_running_mean_1 = layer4_1_bn2_running_var_1 = None
    getitem_59: "f32[1, 512, 2, 2][2048, 4, 2, 1]" = native_batch_norm_19[0]
    getitem_60: "f32[512][1]" = native_batch_norm_19[1]
    getitem_61: "f32[512][1]" = native_batch_norm_19[2];  native_batch_norm_19 = None
    add_27: "f32[1, 512, 2, 2][2048, 4, 2, 1]" = torch.ops.aten.add.Tensor(getitem_59, relu_14);  getitem_59 = relu_14 = None
    relu_16: "f32[1, 512, 2, 2][2048, 4, 2, 1]" = torch.ops.aten.relu.default(add_27);  add_27 = None
    mean: "f32[1, 512, 1, 1][512, 1, 1, 1]" = torch.ops.aten.mean.dim(relu_16, [-1, -2], True);  relu_16 = None
    _reshape_alias: "f32[1, 512][512, 1]" = torch.ops.aten._reshape_alias.default(mean, [1, 512], [512, 1]);  mean = None
    t: "f32[512, 1000][1, 512]" = torch.ops.aten.t.default(fc_weight_1);  fc_weight_1 = None
    addmm: "f32[1, 1000][1000, 1]" = torch.ops.aten.addmm.default(fc_bias_1, _reshape_alias, t);  fc_bias_1 = _reshape_alias = t = None
    copy_: "i64[][]" = torch.ops.aten.copy_.default(bn1_num_batches_tracked_1, add);  bn1_num_batches_tracked_1 = add = None
    copy__1: "i64[][]" = torch.ops.aten.copy_.default(layer1_0_bn1_num_batches_tracked_1, add_1);  layer1_0_bn1_num_batches_tracked_1 = add_1 = None
    copy__2: "i64[][]" = torch.ops.aten.copy_.default(layer1_0_bn2_num_batches_tracked_1, add_2);  layer1_0_bn2_num_batches_tracked_1 = add_2 = None
    copy__3: "i64[][]" = torch.ops.aten.copy_.default(layer1_1_bn1_num_batches_tracked_1, add_4);  layer1_1_bn1_num_batches_tracked_1 = add_4 = None
    copy__4: "i64[][]" = torch.ops.aten.copy_.default(layer1_1_bn2_num_batches_tracked_1, add_5);  layer1_1_bn2_num_batches_tracked_1 = add_5 = None
    copy__5: "i64[][]" = torch.ops.aten.copy_.default(layer2_0_bn1_num_batches_tracked_1, add_7);  layer2_0_bn1_num_batches_tracked_1 = add_7 = None
    copy__6: "i64[][]" = torch.ops.aten.copy_.default(layer2_0_bn2_num_batches_tracked_1, add_8);  layer2_0_bn2_num_batches_tracked_1 = add_8 = None
    copy__7: "i64[][]" = torch.ops.aten.copy_.default(layer2_0_downsample_1_num_batches_tracked_1, add_9);  layer2_0_downsample_1_num_batches_tracked_1 = add_9 = None
    copy__8: "i64[][]" = torch.ops.aten.copy_.default(layer2_1_bn1_num_batches_tracked_1, add_11);  layer2_1_bn1_num_batches_tracked_1 = add_11 = None
    copy__9: "i64[][]" = torch.ops.aten.copy_.default(layer2_1_bn2_num_batches_tracked_1, add_12);  layer2_1_bn2_num_batches_tracked_1 = add_12 = None
    copy__10: "i64[][]" = torch.ops.aten.copy_.default(layer3_0_bn1_num_batches_tracked_1, add_14);  layer3_0_bn1_num_batches_tracked_1 = add_14 = None
    copy__11: "i64[][]" = torch.ops.aten.copy_.default(layer3_0_bn2_num_batches_tracked_1, add_15);  layer3_0_bn2_num_batches_tracked_1 = add_15 = None
    copy__12: "i64[][]" = torch.ops.aten.copy_.default(layer3_0_downsample_1_num_batches_tracked_1, add_16);  layer3_0_downsample_1_num_batches_tracked_1 = add_16 = None
    copy__13: "i64[][]" = torch.ops.aten.copy_.default(layer3_1_bn1_num_batches_tracked_1, add_18);  layer3_1_bn1_num_batches_tracked_1 = add_18 = None
    copy__14: "i64[][]" = torch.ops.aten.copy_.default(layer3_1_bn2_num_batches_tracked_1, add_19);  layer3_1_bn2_num_batches_tracked_1 = add_19 = None
    copy__15: "i64[][]" = torch.ops.aten.copy_.default(layer4_0_bn1_num_batches_tracked_1, add_21);  layer4_0_bn1_num_batches_tracked_1 = add_21 = None
    copy__16: "i64[][]" = torch.ops.aten.copy_.default(layer4_0_bn2_num_batches_tracked_1, add_22);  layer4_0_bn2_num_batches_tracked_1 = add_22 = None
    copy__17: "i64[][]" = torch.ops.aten.copy_.default(layer4_0_downsample_1_num_batches_tracked_1, add_23);  layer4_0_downsample_1_num_batches_tracked_1 = add_23 = None
    copy__18: "i64[][]" = torch.ops.aten.copy_.default(layer4_1_bn1_num_batches_tracked_1, add_25);  layer4_1_bn1_num_batches_tracked_1 = add_25 = None
    copy__19: "i64[][]" = torch.ops.aten.copy_.default(layer4_1_bn2_num_batches_tracked_1, add_26);  layer4_1_bn2_num_batches_tracked_1 = add_26 = None
    return addmm
