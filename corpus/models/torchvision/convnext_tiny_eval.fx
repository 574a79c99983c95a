# convnext_tiny_eval: torchvision.models.convnext_tiny(weights=None), eval mode, on a 1x3x64x64 image
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, features_0_0_weight_1: "f32[96, 3, 4, 4]", features_0_0_bias_1: "f32[96]", features_0_1_weight_1: "f32[96]", features_0_1_bias_1: "f32[96]", features_1_0_layer_scale_1: "f32[96, 1, 1]", features_1_0_block_0_weight_1: "f32[96, 1, 7, 7]", features_1_0_block_0_bias_1: "f32[96]", features_1_0_block_2_weight_1: "f32[96]", features_1_0_block_2_bias_1: "f32[96]", features_1_0_block_3_weight_1: "f32[384, 96]", features_1_0_block_3_bias_1: "f32[384]", features_1_0_block_5_weight_1: "f32[96, 384]", features_1_0_block_5_bias_1: "f32[96]", features_1_1_layer_scale_1: "f32[96, 1, 1]", features_1_1_block_0_weight_1: "f32[96, 1, 7, 7]", features_1_1_block_0_bias_1: "f32[96]", features_1_1_block_2_weight_1: "f32[96]", features_1_1_block_2_bias_1: "f32[96]", features_1_1_block_3_weight_1: "f32[384, 96]", features_1_1_block_3_bias_1: "f32[384]", features_1_1_block_5_weight_1: "f32[96, 384]", features_1_1_block_5_bias_1: "f32[96]", features_1_2_layer_scale_1: "f32[96, 1, 1]", features_1_2_block_0_weight_1: "f32[96, 1, 7, 7]", features_1_2_block_0_bias_1: "f32[96]", features_1_2_block_2_weight_1: "f32[96]", features_1_2_block_2_bias_1: "f32[96]", features_1_2_block_3_weight_1: "f32[384, 96]", features_1_2_block_3_bias_1: "f32[384]", features_1_2_block_5_weight_1: "f32[96, 384]", features_1_2_block_5_bias_1: "f32[96]", features_2_0_weight_1: "f32[96]", features_2_0_bias_1: "f32[96]", features_2_1_weight_1: "f32[192, 96, 2, 2]", features_2_1_bias_1: "f32[192]", features_3_0_layer_scale_1: "f32[192, 1, 1]", features_3_0_block_0_weight_1: "f32[192, 1, 7, 7]", features_3_0_block_0_bias_1: "f32[192]", features_3_0_block_2_weight_1: "f32[192]", features_3_0_block_2_bias_1: "f32[192]", features_3_0_block_3_weight_1: "f32[768, 192]", features_3_0_block_3_bias_1: "f32[768]", features_3_0_block_5_weight_1: "f32[192, 768]", features_3_0_block_5_bias_1: "f32[192]", features_3_1_layer_scale_1: "f32[192, 1, 1]", features_3_1_block_0_weight_1: "f32[192, 1, 7, 7]", features_3_1_block_0_bias_1: "f32[192]", features_3_1_block_2_weight_1: "f32[192]", features_3_1_block_2_bias_1: "f32[192]", features_3_1_block_3_weight_1: "f32[768, 192]", features_3_1_block_3_bias_1: "f32[768]", features_3_1_block_5_weight_1: "f32[192, 768]", features_3_1_block_5_bias_1: "f32[192]", features_3_2_layer_scale_1: "f32[192, 1, 1]", features_3_2_block_0_weight_1: "f32[192, 1, 7, 7]", features_3_2_block_0_bias_1: "f32[192]", features_3_2_block_2_weight_1: "f32[192]", features_3_2_block_2_bias_1: "f32[192]", features_3_2_block_3_weight_1: "f32[768, 192]", features_3_2_block_3_bias_1: "f32[768]", features_3_2_block_5_weight_1: "f32[192, 768]", features_3_2_block_5_bias_1: "f32[192]", features_4_0_weight_1: "f32[192]", features_4_0_bias_1: "f32[192]", features_4_1_weight_1: "f32[384, 192, 2, 2]", features_4_1_bias_1: "f32[384]", features_5_0_layer_scale_1: "f32[384, 1, 1]", features_5_0_block_0_weight_1: "f32[384, 1, 7, 7]", features_5_0_block_0_bias_1: "f32[384]", features_5_0_block_2_weight_1: "f32[384]", features_5_0_block_2_bias_1: "f32[384]", features_5_0_block_3_weight_1: "f32[1536, 384]", features_5_0_block_3_bias_1: "f32[1536]", features_5_0_block_5_weight_1: "f32[384, 1536]", features_5_0_block_5_bias_1: "f32[384]", features_5_1_layer_scale_1: "f32[384, 1, 1]", features_5_1_block_0_weight_1: "f32[384, 1, 7, 7]", features_5_1_block_0_bias_1: "f32[384]", features_5_1_block_2_weight_1: "f32[384]", features_5_1_block_2_bias_1: "f32[384]", features_5_1_block_3_weight_1: "f32[1536, 384]", features_5_1_block_3_bias_1: "f32[1536]", features_5_1_block_5_weight_1: "f32[384, 1536]", features_5_1_block_5_bias_1: "f32[384]", features_5_2_layer_scale_1: "f32[384, 1, 1]", features_5_2_block_0_weight_1: "f32[384, 1, 7, 7]", features_5_2_block_0_bias_1: "f32[384]", features_5_2_block_2_weight_1: "f32[384]", features_5_2_block_2_bias_1: "f32[384]", features_5_2_block_3_weight_1: "f32[1536, 384]", features_5_2_block_3_bias_1: "f32[1536]", features_5_2_block_5_weight_1: "f32[384, 1536]", features_5_2_block_5_bias_1: "f32[384]", features_5_3_layer_scale_1: "f32[384, 1, 1]", features_5_3_block_0_weight_1: "f32[384, 1, 7, 7]", features_5_3_block_0_bias_1: "f32[384]", features_5_3_block_2_weight_1: "f32[384]", features_5_3_block_2_bias_1: "f32[384]", features_5_3_block_3_weight_1: "f32[1536, 384]", features_5_3_block_3_bias_1: "f32[1536]", features_5_3_block_5_weight_1: "f32[384, 1536]", features_5_3_block_5_bias_1: "f32[384]", features_5_4_layer_scale_1: "f32[384, 1, 1]", features_5_4_block_0_weight_1: "f32[384, 1, 7, 7]", features_5_4_block_0_bias_1: "f32[384]", features_5_4_block_2_weight_1: "f32[384]", features_5_4_block_2_bias_1: "f32[384]", features_5_4_block_3_weight_1: "f32[1536, 384]", features_5_4_block_3_bias_1: "f32[1536]", features_5_4_block_5_weight_1: "f32[384, 1536]", features_5_4_block_5_bias_1: "f32[384]", features_5_5_layer_scale_1: "f32[384, 1, 1]", features_5_5_block_0_weight_1: "f32[384, 1, 7, 7]", features_5_5_block_0_bias_1: "f32[384]", features_5_5_block_2_weight_1: "f32[384]", features_5_5_block_2_bias_1: "f32[384]", features_5_5_block_3_weight_1: "f32[1536, 384]", features_5_5_block_3_bias_1: "f32[1536]", features_5_5_block_5_weight_1: "f32[384, 1536]", features_5_5_block_5_bias_1: "f32[384]", features_5_6_layer_scale_1: "f32[384, 1, 1]", features_5_6_block_0_weight_1: "f32[384, 1, 7, 7]", features_5_6_block_0_bias_1: "f32[384]", features_5_6_block_2_weight_1: "f32[384]", features_5_6_block_2_bias_1: "f32[384]", features_5_6_block_3_weight_1: "f32[1536, 384]", features_5_6_block_3_bias_1: "f32[1536]", features_5_6_block_5_weight_1: "f32[384, 1536]", features_5_6_block_5_bias_1: "f32[384]", features_5_7_layer_scale_1: "f32[384, 1, 1]", features_5_7_block_0_weight_1: "f32[384, 1, 7, 7]", features_5_7_block_0_bias_1: "f32[384]", features_5_7_block_2_weight_1: "f32[384]", features_5_7_block_2_bias_1: "f32[384]", features_5_7_block_3_weight_1: "f32[1536, 384]", features_5_7_block_3_bias_1: "f32[1536]", features_5_7_block_5_weight_1: "f32[384, 1536]", features_5_7_block_5_bias_1: "f32[384]", features_5_8_layer_scale_1: "f32[384, 1, 1]", features_5_8_block_0_weight_1: "f32[384, 1, 7, 7]", features_5_8_block_0_bias_1: "f32[384]", features_5_8_block_2_weight_1: "f32[384]", features_5_8_block_2_bias_1: "f32[384]", features_5_8_block_3_weight_1: "f32[1536, 384]", features_5_8_block_3_bias_1: "f32[1536]", features_5_8_block_5_weight_1: "f32[384, 1536]", features_5_8_block_5_bias_1: "f32[384]", features_6_0_weight_1: "f32[384]", features_6_0_bias_1: "f32[384]", features_6_1_weight_1: "f32[768, 384, 2, 2]", features_6_1_bias_1: "f32[768]", features_7_0_layer_scale_1: "f32[768, 1, 1]", features_7_0_block_0_weight_1: "f32[768, 1, 7, 7]", features_7_0_block_0_bias_1: "f32[768]", features_7_0_block_2_weight_1: "f32[768]", features_7_0_block_2_bias_1: "f32[768]", features_7_0_block_3_weight_1: "f32[3072, 768]", features_7_0_block_3_bias_1: "f32[3072]", features_7_0_block_5_weight_1: "f32[768, 3072]", features_7_0_block_5_bias_1: "f32[768]", features_7_1_layer_scale_1: "f32[768, 1, 1]", features_7_1_block_0_weight_1: "f32[768, 1, 7, 7]", features_7_1_block_0_bias_1: "f32[768]", features_7_1_block_2_weight_1: "f32[768]", features_7_1_block_2_bias_1: "f32[768]", features_7_1_block_3_weight_1: "f32[3072, 768]", features_7_1_block_3_bias_1: "f32[3072]", features_7_1_block_5_weight_1: "f32[768, 3072]", features_7_1_block_5_bias_1: "f32[768]", features_7_2_layer_scale_1: "f32[768, 1, 1]", features_7_2_block_0_weight_1: "f32[768, 1, 7, 7]", features_7_2_block_0_bias_1: "f32[768]", features_7_2_block_2_weight_1: "f32[768]", features_7_2_block_2_bias_1: "f32[768]", features_7_2_block_3_weight_1: "f32[3072, 768]", features_7_2_block_3_bias_1: "f32[3072]", features_7_2_block_5_weight_1: "f32[768, 3072]", features_7_2_block_5_bias_1: "f32[768]", classifier_0_weight_1: "f32[768]", classifier_0_bias_1: "f32[768]", classifier_2_weight_1: "f32[1000, 768]", classifier_2_bias_1: "f32[1000]", x_1: "f32[1, 3, 64, 64]"):
    convolution: "f32[1, 96, 16, 16][24576, 256, 16, 1]" = torch.ops.aten.convolution.default(x_1, features_0_0_weight_1, features_0_0_bias_1, [4, 4], [0, 0], [1, 1], False, [0, 0], 1);  x_1 = features_0_0_weight_1 = features_0_0_bias_1 = None
    permute: "f32[1, 16, 16, 96][24576, 16, 1, 256]" = torch.ops.aten.permute.default(convolution, [0, 2, 3, 1]);  convolution = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(permute, [96], features_0_1_weight_1, features_0_1_bias_1, 1e-06);  permute = features_0_1_weight_1 = features_0_1_bias_1 = None
    getitem: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = native_layer_norm[0]
    getitem_1: "f32[1, 16, 16, 1][256, 16, 1, 1]" = native_layer_norm[1]
    getitem_2: "f32[1, 16, 16, 1][256, 16, 1, 1]" = native_layer_norm[2];  native_layer_norm = None
    permute_1: "f32[1, 96, 16, 16][24576, 1, 1536, 96]" = torch.ops.aten.permute.default(getitem, [0, 3, 1, 2]);  getitem = None
    convolution_1: "f32[1, 96, 16, 16][24576, 1, 1536, 96]" = torch.ops.aten.convolution.default(permute_1, features_1_0_block_0_weight_1, features_1_0_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 96);  features_1_0_block_0_weight_1 = features_1_0_block_0_bias_1 = None
    permute_2: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = torch.ops.aten.permute.default(convolution_1, [0, 2, 3, 1]);  convolution_1 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(permute_2, [96], features_1_0_block_2_weight_1, features_1_0_block_2_bias_1, 1e-06);  permute_2 = features_1_0_block_2_weight_1 = features_1_0_block_2_bias_1 = None
    getitem_3: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = native_layer_norm_1[0]
    getitem_4: "f32[1, 16, 16, 1][256, 16, 1, 1]" = native_layer_norm_1[1]
    getitem_5: "f32[1, 16, 16, 1][256, 16, 1, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
    t: "f32[96, 384][1, 96]" = torch.ops.aten.t.default(features_1_0_block_3_weight_1);  features_1_0_block_3_weight_1 = None
    _reshape_alias: "f32[256, 96][96, 1]" = torch.ops.aten._reshape_alias.default(getitem_3, [256, 96], [96, 1]);  getitem_3 = None
    mm: "f32[256, 384][384, 1]" = torch.ops.aten.mm.default(_reshape_alias, t);  _reshape_alias = t = None
    _unsafe_view: "f32[1, 16, 16, 384][98304, 6144, 384, 1]" = torch.ops.aten._unsafe_view.default(mm, [1, 16, 16, 384]);  mm = None
    add: "f32[1, 16, 16, 384][98304, 6144, 384, 1]" = torch.ops.aten.add.Tensor(_unsafe_view, features_1_0_block_3_bias_1);  _unsafe_view = features_1_0_block_3_bias_1 = None
    gelu: "f32[1, 16, 16, 384][98304, 6144, 384, 1]" = torch.ops.aten.gelu.default(add);  add = None
    t_1: "f32[384, 96][1, 384]" = torch.ops.aten.t.default(features_1_0_block_5_weight_1);  features_1_0_block_5_weight_1 = None
    _reshape_alias_1: "f32[256, 384][384, 1]" = torch.ops.aten._reshape_alias.default(gelu, [256, 384], [384, 1]);  gelu = None
    mm_1: "f32[256, 96][96, 1]" = torch.ops.aten.mm.default(_reshape_alias_1, t_1);  _reshape_alias_1 = t_1 = None
    _unsafe_view_1: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = torch.ops.aten._unsafe_view.default(mm_1, [1, 16, 16, 96]);  mm_1 = None
    add_1: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_1, features_1_0_block_5_bias_1);  _unsafe_view_1 = features_1_0_block_5_bias_1 = None
    permute_3: "f32[1, 96, 16, 16][24576, 1, 1536, 96]" = torch.ops.aten.permute.default(add_1, [0, 3, 1, 2])
    _unsafe_view_2: "f32[256, 96][96, 1]" = torch.ops.aten._unsafe_view.default(add_1, [256, 96]);  add_1 = None
    _unsafe_view_3: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_2, [1, 16, 16, 96]);  _unsafe_view_2 = None
    permute_4: "f32[1, 96, 16, 16][24576, 1, 1536, 96]" = torch.ops.aten.permute.default(_unsafe_view_3, [0, 3, 1, 2]);  _unsafe_view_3 = None
    mul: "f32[1, 96, 16, 16][24576, 1, 1536, 96]" = torch.ops.aten.mul.Tensor(features_1_0_layer_scale_1, permute_4);  features_1_0_layer_scale_1 = permute_4 = None
    add_2: "f32[1, 96, 16, 16][24576, 1, 1536, 96]" = torch.ops.aten.add.Tensor(mul, permute_1);  mul = permute_1 = None
    convolution_2: "f32[1, 96, 16, 16][24576, 1, 1536, 96]" = torch.ops.aten.convolution.default(add_2, features_1_1_block_0_weight_1, features_1_1_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 96);  features_1_1_block_0_weight_1 = features_1_1_block_0_bias_1 = None
    permute_5: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = torch.ops.aten.permute.default(convolution_2, [0, 2, 3, 1]);  convolution_2 = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(permute_5, [96], features_1_1_block_2_weight_1, features_1_1_block_2_bias_1, 1e-06);  permute_5 = features_1_1_block_2_weight_1 = features_1_1_block_2_bias_1 = None
    getitem_6: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = native_layer_norm_2[0]
    getitem_7: "f32[1, 16, 16, 1][256, 16, 1, 1]" = native_layer_norm_2[1]
    getitem_8: "f32[1, 16, 16, 1][256, 16, 1, 1]" = native_layer_norm_2[2];  native_layer_norm_2 = None
    t_2: "f32[96, 384][1, 96]" = torch.ops.aten.t.default(features_1_1_block_3_weight_1);  features_1_1_block_3_weight_1 = None
    _reshape_alias_2: "f32[256, 96][96, 1]" = torch.ops.aten._reshape_alias.default(getitem_6, [256, 96], [96, 1]);  getitem_6 = None
    mm_2: "f32[256, 384][384, 1]" = torch.ops.aten.mm.default(_reshape_alias_2, t_2);  _reshape_alias_2 = t_2 = None
    _unsafe_view_4: "f32[1, 16, 16, 384][98304, 6144, 384, 1]" = torch.ops.aten._unsafe_view.default(mm_2, [1, 16, 16, 384]);  mm_2 = None
    add_3: "f32[1, 16, 16, 384][98304, 6144, 384, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_4, features_1_1_block_3_bias_1);  _unsafe_view_4 = features_1_1_block_3_bias_1 = None
    gelu_1: "f32[1, 16, 16, 384][98304, 6144, 384, 1]" = torch.ops.aten.gelu.default(add_3);  add_3 = None
    t_3: "f32[384, 96][1, 384]" = torch.ops.aten.t.default(features_1_1_block_5_weight_1);  features_1_1_block_5_weight_1 = None
    _reshape_alias_3: "f32[256, 384][384, 1]" = torch.ops.aten._reshape_alias.default(gelu_1, [256, 384], [384, 1]);  gelu_1 = None
    mm_3: "f32[256, 96][96, 1]" = torch.ops.aten.mm.default(_reshape_alias_3, t_3);  _reshape_alias_3 = t_3 = None
    _unsafe_view_5: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = torch.ops.aten._unsafe_view.default(mm_3, [1, 16, 16, 96]);  mm_3 = None
    add_4: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_5, features_1_1_block_5_bias_1);  _unsafe_view_5 = features_1_1_block_5_bias_1 = None
    permute_6: "f32[1, 96, 16, 16][24576, 1, 1536, 96]" = torch.ops.aten.permute.default(add_4, [0, 3, 1, 2])
    _unsafe_view_6: "f32[256, 96][96, 1]" = torch.ops.aten._unsafe_view.default(add_4, [256, 96]);  add_4 = None
    _unsafe_view_7: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_6, [1, 16, 16, 96]);  _unsafe_view_6 = None
    permute_7: "f32[1, 96, 16, 16][24576, 1, 1536, 96]" = torch.ops.aten.permute.default(_unsafe_view_7, [0, 3, 1, 2]);  _unsafe_view_7 = None
    mul_1: "f32[1, 96, 16, 16][24576, 1, 1536, 96]" = torch.ops.aten.mul.Tensor(features_1_1_layer_scale_1, permute_7);  features_1_1_layer_scale_1 = permute_7 = None
    add_5: "f32[1, 96, 16, 16][24576, 1, 1536, 96]" = torch.ops.aten.add.Tensor(mul_1, add_2);  mul_1 = add_2 = None
    convolution_3: "f32[1, 96, 16, 16][24576, 1, 1536, 96]" = torch.ops.aten.convolution.default(add_5, features_1_2_block_0_weight_1, features_1_2_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 96);  features_1_2_block_0_weight_1 = features_1_2_block_0_bias_1 = None
    permute_8: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = torch.ops.aten.permute.default(convolution_3, [0, 2, 3, 1]);  convolution_3 = None
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(permute_8, [96], features_1_2_block_2_weight_1, features_1_2_block_2_bias_1, 1e-06);  permute_8 = features_1_2_block_2_weight_1 = features_1_2_block_2_bias_1 = None
    getitem_9: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = native_layer_norm_3[0]
    getitem_10: "f32[1, 16, 16, 1][256, 16, 1, 1]" = native_layer_norm_3[1]
    getitem_11: "f32[1, 16, 16, 1][256, 16, 1, 1]" = native_layer_norm_3[2];  native_layer_norm_3 = None
    t_4: "f32[96, 384][1, 96]" = torch.ops.aten.t.default(features_1_2_block_3_weight_1);  features_1_2_block_3_weight_1 = None
    _reshape_alias_4: "f32[256, 96][96, 1]" = torch.ops.aten._reshape_alias.default(getitem_9, [256, 96], [96, 1]);  getitem_9 = None
    mm_4: "f32[256, 384][384, 1]" = torch.ops.aten.mm.default(_reshape_alias_4, t_4);  _reshape_alias_4 = t_4 = None
    _unsafe_view_8: "f32[1, 16, 16, 384][98304, 6144, 384, 1]" = torch.ops.aten._unsafe_view.default(mm_4, [1, 16, 16, 384]);  mm_4 = None
    add_6: "f32[1, 16, 16, 384][98304, 6144, 384, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_8, features_1_2_block_3_bias_1);  _unsafe_view_8 = features_1_2_block_3_bias_1 = None
    gelu_2: "f32[1, 16, 16, 384][98304, 6144, 384, 1]" = torch.ops.aten.gelu.default(add_6);  add_6 = None
    t_5: "f32[384, 96][1, 384]" = torch.ops.aten.t.default(features_1_2_block_5_weight_1);  features_1_2_block_5_weight_1 = None
    _reshape_alias_5: "f32[256, 384][384, 1]" = torch.ops.aten._reshape_alias.default(gelu_2, [256, 384], [384, 1]);  gelu_2 = None
    mm_5: "f32[256, 96][96, 1]" = torch.ops.aten.mm.default(_reshape_alias_5, t_5);  _reshape_alias_5 = t_5 = None
    _unsafe_view_9: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = torch.ops.aten._unsafe_view.default(mm_5, [1, 16, 16, 96]);  mm_5 = None
    add_7: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_9, features_1_2_block_5_bias_1);  _unsafe_view_9 = features_1_2_block_5_bias_1 = None
    permute_9: "f32[1, 96, 16, 16][24576, 1, 1536, 96]" = torch.ops.aten.permute.default(add_7, [0, 3, 1, 2])
    _unsafe_view_10: "f32[256, 96][96, 1]" = torch.ops.aten._unsafe_view.default(add_7, [256, 96]);  add_7 = None
    _unsafe_view_11: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_10, [1, 16, 16, 96]);  _unsafe_view_10 = None
    permute_10: "f32[1, 96, 16, 16][24576, 1, 1536, 96]" = torch.ops.aten.permute.default(_unsafe_view_11, [0, 3, 1, 2]);  _unsafe_view_11 = None
    mul_2: "f32[1, 96, 16, 16][24576, 1, 1536, 96]" = torch.ops.aten.mul.Tensor(features_1_2_layer_scale_1, permute_10);  features_1_2_layer_scale_1 = permute_10 = None
    add_8: "f32[1, 96, 16, 16][24576, 1, 1536, 96]" = torch.ops.aten.add.Tensor(mul_2, add_5);  mul_2 = add_5 = None
    permute_11: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = torch.ops.aten.permute.default(add_8, [0, 2, 3, 1])
    permute_12: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = torch.ops.aten.permute.default(add_8, [0, 2, 3, 1]);  add_8 = None
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(permute_12, [96], features_2_0_weight_1, features_2_0_bias_1, 1e-06);  permute_12 = features_2_0_weight_1 = features_2_0_bias_1 = None
    getitem_12: "f32[1, 16, 16, 96][24576, 1536, 96, 1]" = native_layer_norm_4[0]
    getitem_13: "f32[1, 16, 16, 1][256, 16, 1, 1]" = native_layer_norm_4[1]
    getitem_14: "f32[1, 16, 16, 1][256, 16, 1, 1]" = native_layer_norm_4[2];  native_layer_norm_4 = None
    permute_13: "f32[1, 96, 16, 16][24576, 1, 1536, 96]" = torch.ops.aten.permute.default(getitem_12, [0, 3, 1, 2]);  getitem_12 = None
    convolution_4: "f32[1, 192, 8, 8][12288, 1, 1536, 192]" = torch.ops.aten.convolution.default(permute_13, features_2_1_weight_1, features_2_1_bias_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  permute_13 = features_2_1_weight_1 = features_2_1_bias_1 = None
    convolution_5: "f32[1, 192, 8, 8][12288, 1, 1536, 192]" = torch.ops.aten.convolution.default(convolution_4, features_3_0_block_0_weight_1, features_3_0_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 192);  features_3_0_block_0_weight_1 = features_3_0_block_0_bias_1 = None
    permute_14: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = torch.ops.aten.permute.default(convolution_5, [0, 2, 3, 1]);  convolution_5 = None
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(permute_14, [192], features_3_0_block_2_weight_1, features_3_0_block_2_bias_1, 1e-06);  permute_14 = features_3_0_block_2_weight_1 = features_3_0_block_2_bias_1 = None
    getitem_15: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = native_layer_norm_5[0]
    getitem_16: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_5[1]
    getitem_17: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_5[2];  native_layer_norm_5 = None
    t_6: "f32[192, 768][1, 192]" = torch.ops.aten.t.default(features_3_0_block_3_weight_1);  features_3_0_block_3_weight_1 = None
    _reshape_alias_6: "f32[64, 192][192, 1]" = torch.ops.aten._reshape_alias.default(getitem_15, [64, 192], [192, 1]);  getitem_15 = None
    mm_6: "f32[64, 768][768, 1]" = torch.ops.aten.mm.default(_reshape_alias_6, t_6);  _reshape_alias_6 = t_6 = None
    _unsafe_view_12: "f32[1, 8, 8, 768][49152, 6144, 768, 1]" = torch.ops.aten._unsafe_view.default(mm_6, [1, 8, 8, 768]);  mm_6 = None
    add_9: "f32[1, 8, 8, 768][49152, 6144, 768, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_12, features_3_0_block_3_bias_1);  _unsafe_view_12 = features_3_0_block_3_bias_1 = None
    gelu_3: "f32[1, 8, 8, 768][49152, 6144, 768, 1]" = torch.ops.aten.gelu.default(add_9);  add_9 = None
    t_7: "f32[768, 192][1, 768]" = torch.ops.aten.t.default(features_3_0_block_5_weight_1);  features_3_0_block_5_weight_1 = None
    _reshape_alias_7: "f32[64, 768][768, 1]" = torch.ops.aten._reshape_alias.default(gelu_3, [64, 768], [768, 1]);  gelu_3 = None
    mm_7: "f32[64, 192][192, 1]" = torch.ops.aten.mm.default(_reshape_alias_7, t_7);  _reshape_alias_7 = t_7 = None
    _unsafe_view_13: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = torch.ops.aten._unsafe_view.default(mm_7, [1, 8, 8, 192]);  mm_7 = None
    add_10: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_13, features_3_0_block_5_bias_1);  _unsafe_view_13 = features_3_0_block_5_bias_1 = None
    permute_15: "f32[1, 192, 8, 8][12288, 1, 1536, 192]" = torch.ops.aten.permute.default(add_10, [0, 3, 1, 2])
    _unsafe_view_14: "f32[64, 192][192, 1]" = torch.ops.aten._unsafe_view.default(add_10, [64, 192]);  add_10 = None
    _unsafe_view_15: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_14, [1, 8, 8, 192]);  _unsafe_view_14 = None
    permute_16: "f32[1, 192, 8, 8][12288, 1, 1536, 192]" = torch.ops.aten.permute.default(_unsafe_view_15, [0, 3, 1, 2]);  _unsafe_view_15 = None
    mul_3: "f32[1, 192, 8, 8][12288, 1, 1536, 192]" = torch.ops.aten.mul.Tensor(features_3_0_layer_scale_1, permute_16);  features_3_0_layer_scale_1 = permute_16 = None
    add_11: "f32[1, 192, 8, 8][12288, 1, 1536, 192]" = torch.ops.aten.add.Tensor(mul_3, convolution_4);  mul_3 = convolution_4 = None
    convolution_6: "f32[1, 192, 8, 8][12288, 1, 1536, 192]" = torch.ops.aten.convolution.default(add_11, features_3_1_block_0_weight_1, features_3_1_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 192);  features_3_1_block_0_weight_1 = features_3_1_block_0_bias_1 = None
    permute_17: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = torch.ops.aten.permute.default(convolution_6, [0, 2, 3, 1]);  convolution_6 = None
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(permute_17, [192], features_3_1_block_2_weight_1, features_3_1_block_2_bias_1, 1e-06);  permute_17 = features_3_1_block_2_weight_1 = features_3_1_block_2_bias_1 = None
    getitem_18: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = native_layer_norm_6[0]
    getitem_19: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_6[1]
    getitem_20: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_6[2];  native_layer_norm_6 = None
    t_8: "f32[192, 768][1, 192]" = torch.ops.aten.t.default(features_3_1_block_3_weight_1);  features_3_1_block_3_weight_1 = None
    _reshape_alias_8: "f32[64, 192][192, 1]" = torch.ops.aten._reshape_alias.default(getitem_18, [64, 192], [192, 1]);  getitem_18 = None
    mm_8: "f32[64, 768][768, 1]" = torch.ops.aten.mm.default(_reshape_alias_8, t_8);  _reshape_alias_8 = t_8 = None
    _unsafe_view_16: "f32[1, 8, 8, 768][49152, 6144, 768, 1]" = torch.ops.aten._unsafe_view.default(mm_8, [1, 8, 8, 768]);  mm_8 = None
    add_12: "f32[1, 8, 8, 768][49152, 6144, 768, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_16, features_3_1_block_3_bias_1);  _unsafe_view_16 = features_3_1_block_3_bias_1 = None
    gelu_4: "f32[1, 8, 8, 768][49152, 6144, 768, 1]" = torch.ops.aten.gelu.default(add_12);  add_12 = None
    t_9: "f32[768, 192][1, 768]" = torch.ops.aten.t.default(features_3_1_block_5_weight_1);  features_3_1_block_5_weight_1 = None
    _reshape_alias_9: "f32[64, 768][768, 1]" = torch.ops.aten._reshape_alias.default(gelu_4, [64, 768], [768, 1]);  gelu_4 = None
    mm_9: "f32[64, 192][192, 1]" = torch.ops.aten.mm.default(_reshape_alias_9, t_9);  _reshape_alias_9 = t_9 = None
    _unsafe_view_17: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = torch.ops.aten._unsafe_view.default(mm_9, [1, 8, 8, 192]);  mm_9 = None
    add_13: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_17, features_3_1_block_5_bias_1);  _unsafe_view_17 = features_3_1_block_5_bias_1 = None
    permute_18: "f32[1, 192, 8, 8][12288, 1, 1536, 192]" = torch.ops.aten.permute.default(add_13, [0, 3, 1, 2])
    _unsafe_view_18: "f32[64, 192][192, 1]" = torch.ops.aten._unsafe_view.default(add_13, [64, 192]);  add_13 = None
    _unsafe_view_19: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_18, [1, 8, 8, 192]);  _unsafe_view_18 = None
    permute_19: "f32[1, 192, 8, 8][12288, 1, 1536, 192]" = torch.ops.aten.permute.default(_unsafe_view_19, [0, 3, 1, 2]);  _unsafe_view_19 = None
    mul_4: "f32[1, 192, 8, 8][12288, 1, 1536, 192]" = torch.ops.aten.mul.Tensor(features_3_1_layer_scale_1, permute_19);  features_3_1_layer_scale_1 = permute_19 = None
    add_14: "f32[1, 192, 8, 8][12288, 1, 1536, 192]" = torch.ops.aten.add.Tensor(mul_4, add_11);  mul_4 = add_11 = None
    convolution_7: "f32[1, 192, 8, 8][12288, 1, 1536, 192]" = torch.ops.aten.convolution.default(add_14, features_3_2_block_0_weight_1, features_3_2_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 192);  features_3_2_block_0_weight_1 = features_3_2_block_0_bias_1 = None
    permute_20: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = torch.ops.aten.permute.default(convolution_7, [0, 2, 3, 1]);  convolution_7 = None
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(permute_20, [192], features_3_2_block_2_weight_1, features_3_2_block_2_bias_1, 1e-06);  permute_20 = features_3_2_block_2_weight_1 = features_3_2_block_2_bias_1 = None
    getitem_21: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = native_layer_norm_7[0]
    getitem_22: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_7[1]
    getitem_23: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_7[2];  native_layer_norm_7 = None
    t_10: "f32[192, 768][1, 192]" = torch.ops.aten.t.default(features_3_2_block_3_weight_1);  features_3_2_block_3_weight_1 = None
    _reshape_alias_10: "f32[64, 192][192, 1]" = torch.ops.aten._reshape_alias.default(getitem_21, [64, 192], [192, 1]);  getitem_21 = None
    mm_10: "f32[64, 768][768, 1]" = torch.ops.aten.mm.default(_reshape_alias_10, t_10);  _reshape_alias_10 = t_10 = None
    _unsafe_view_20: "f32[1, 8, 8, 768][49152, 6144, 768, 1]" = torch.ops.aten._unsafe_view.default(mm_10, [1, 8, 8, 768]);  mm_10 = None
    add_15: "f32[1, 8, 8, 768][49152, 6144, 768, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_20, features_3_2_block_3_bias_1);  _unsafe_view_20 = features_3_2_block_3_bias_1 = None
    gelu_5: "f32[1, 8, 8, 768][49152, 6144, 768, 1]" = torch.ops.aten.gelu.default(add_15);  add_15 = None
    t_11: "f32[768, 192][1, 768]" = torch.ops.aten.t.default(features_3_2_block_5_weight_1);  features_3_2_block_5_weight_1 = None
    _reshape_alias_11: "f32[64, 768][768, 1]" = torch.ops.aten._reshape_alias.default(gelu_5, [64, 768], [768, 1]);  gelu_5 = None
    mm_11: "f32[64, 192][192, 1]" = torch.ops.aten.mm.default(_reshape_alias_11, t_11);  _reshape_alias_11 = t_11 = None
    _unsafe_view_21: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = torch.ops.aten._unsafe_view.default(mm_11, [1, 8, 8, 192]);  mm_11 = None
    add_16: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_21, features_3_2_block_5_bias_1);  _unsafe_view_21 = features_3_2_block_5_bias_1 = None
    permute_21: "f32[1, 192, 8, 8][12288, 1, 1536, 192]" = torch.ops.aten.permute.default(add_16, [0, 3, 1, 2])
    _unsafe_view_22: "f32[64, 192][192, 1]" = torch.ops.aten._unsafe_view.default(add_16, [64, 192]);  add_16 = None
    _unsafe_view_23: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_22, [1, 8, 8, 192]);  _unsafe_view_22 = None
    permute_22: "f32[1, 192, 8, 8][12288, 1, 1536, 192]" = torch.ops.aten.permute.default(_unsafe_view_23, [0, 3, 1, 2]);  _unsafe_view_23 = None
    mul_5: "f32[1, 192, 8, 8][12288, 1, 1536, 192]" = torch.ops.aten.mul.Tensor(features_3_2_layer_scale_1, permute_22);  features_3_2_layer_scale_1 = permute_22 = None
    add_17: "f32[1, 192, 8, 8][12288, 1, 1536, 192]" = torch.ops.aten.add.Tensor(mul_5, add_14);  mul_5 = add_14 = None
    permute_23: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = torch.ops.aten.permute.default(add_17, [0, 2, 3, 1])
    permute_24: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = torch.ops.aten.permute.default(add_17, [0, 2, 3, 1]);  add_17 = None
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(permute_24, [192], features_4_0_weight_1, features_4_0_bias_1, 1e-06);  permute_24 = features_4_0_weight_1 = features_4_0_bias_1 = None
    getitem_24: "f32[1, 8, 8, 192][12288, 1536, 192, 1]" = native_layer_norm_8[0]
    getitem_25: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_8[1]
    getitem_26: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_8[2];  native_layer_norm_8 = None
    permute_25: "f32[1, 192, 8, 8][12288, 1, 1536, 192]" = torch.ops.aten.permute.default(getitem_24, [0, 3, 1, 2]);  getitem_24 = None
    convolution_8: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.convolution.default(permute_25, features_4_1_weight_1, features_4_1_bias_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  permute_25 = features_4_1_weight_1 = features_4_1_bias_1 = None
    convolution_9: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.convolution.default(convolution_8, features_5_0_block_0_weight_1, features_5_0_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  features_5_0_block_0_weight_1 = features_5_0_block_0_bias_1 = None
    permute_26: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.permute.default(convolution_9, [0, 2, 3, 1]);  convolution_9 = None
    native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(permute_26, [384], features_5_0_block_2_weight_1, features_5_0_block_2_bias_1, 1e-06);  permute_26 = features_5_0_block_2_weight_1 = features_5_0_block_2_bias_1 = None
    getitem_27: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = native_layer_norm_9[0]
    getitem_28: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_9[1]
    getitem_29: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_9[2];  native_layer_norm_9 = None
    t_12: "f32[384, 1536][1, 384]" = torch.ops.aten.t.default(features_5_0_block_3_weight_1);  features_5_0_block_3_weight_1 = None
    _reshape_alias_12: "f32[16, 384][384, 1]" = torch.ops.aten._reshape_alias.default(getitem_27, [16, 384], [384, 1]);  getitem_27 = None
    mm_12: "f32[16, 1536][1536, 1]" = torch.ops.aten.mm.default(_reshape_alias_12, t_12);  _reshape_alias_12 = t_12 = None
    _unsafe_view_24: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten._unsafe_view.default(mm_12, [1, 4, 4, 1536]);  mm_12 = None
    add_18: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_24, features_5_0_block_3_bias_1);  _unsafe_view_24 = features_5_0_block_3_bias_1 = None
    gelu_6: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.gelu.default(add_18);  add_18 = None
    t_13: "f32[1536, 384][1, 1536]" = torch.ops.aten.t.default(features_5_0_block_5_weight_1);  features_5_0_block_5_weight_1 = None
    _reshape_alias_13: "f32[16, 1536][1536, 1]" = torch.ops.aten._reshape_alias.default(gelu_6, [16, 1536], [1536, 1]);  gelu_6 = None
    mm_13: "f32[16, 384][384, 1]" = torch.ops.aten.mm.default(_reshape_alias_13, t_13);  _reshape_alias_13 = t_13 = None
    _unsafe_view_25: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(mm_13, [1, 4, 4, 384]);  mm_13 = None
    add_19: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_25, features_5_0_block_5_bias_1);  _unsafe_view_25 = features_5_0_block_5_bias_1 = None
    permute_27: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(add_19, [0, 3, 1, 2])
    _unsafe_view_26: "f32[16, 384][384, 1]" = torch.ops.aten._unsafe_view.default(add_19, [16, 384]);  add_19 = None
    _unsafe_view_27: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_26, [1, 4, 4, 384]);  _unsafe_view_26 = None
    permute_28: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(_unsafe_view_27, [0, 3, 1, 2]);  _unsafe_view_27 = None
    mul_6: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.mul.Tensor(features_5_0_layer_scale_1, permute_28);  features_5_0_layer_scale_1 = permute_28 = None
    add_20: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.add.Tensor(mul_6, convolution_8);  mul_6 = convolution_8 = None
    convolution_10: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.convolution.default(add_20, features_5_1_block_0_weight_1, features_5_1_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  features_5_1_block_0_weight_1 = features_5_1_block_0_bias_1 = None
    permute_29: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.permute.default(convolution_10, [0, 2, 3, 1]);  convolution_10 = None
    native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(permute_29, [384], features_5_1_block_2_weight_1, features_5_1_block_2_bias_1, 1e-06);  permute_29 = features_5_1_block_2_weight_1 = features_5_1_block_2_bias_1 = None
    getitem_30: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = native_layer_norm_10[0]
    getitem_31: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_10[1]
    getitem_32: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_10[2];  native_layer_norm_10 = None
    t_14: "f32[384, 1536][1, 384]" = torch.ops.aten.t.default(features_5_1_block_3_weight_1);  features_5_1_block_3_weight_1 = None
    _reshape_alias_14: "f32[16, 384][384, 1]" = torch.ops.aten._reshape_alias.default(getitem_30, [16, 384], [384, 1]);  getitem_30 = None
    mm_14: "f32[16, 1536][1536, 1]" = torch.ops.aten.mm.default(_reshape_alias_14, t_14);  _reshape_alias_14 = t_14 = None
    _unsafe_view_28: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten._unsafe_view.default(mm_14, [1, 4, 4, 1536]);  mm_14 = None
    add_21: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_28, features_5_1_block_3_bias_1);  _unsafe_view_28 = features_5_1_block_3_bias_1 = None
    gelu_7: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.gelu.default(add_21);  add_21 = None
    t_15: "f32[1536, 384][1, 1536]" = torch.ops.aten.t.default(features_5_1_block_5_weight_1);  features_5_1_block_5_weight_1 = None
    _reshape_alias_15: "f32[16, 1536][1536, 1]" = torch.ops.aten._reshape_alias.default(gelu_7, [16, 1536], [1536, 1]);  gelu_7 = None
    mm_15: "f32[16, 384][384, 1]" = torch.ops.aten.mm.default(_reshape_alias_15, t_15);  _reshape_alias_15 = t_15 = None
    _unsafe_view_29: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(mm_15, [1, 4, 4, 384]);  mm_15 = None
    add_22: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_29, features_5_1_block_5_bias_1);  _unsafe_view_29 = features_5_1_block_5_bias_1 = None
    permute_30: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(add_22, [0, 3, 1, 2])
    _unsafe_view_30: "f32[16, 384][384, 1]" = torch.ops.aten._unsafe_view.default(add_22, [16, 384]);  add_22 = None
    _unsafe_view_31: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_30, [1, 4, 4, 384]);  _unsafe_view_30 = None
    permute_31: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(_unsafe_view_31, [0, 3, 1, 2]);  _unsafe_view_31 = None
    mul_7: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.mul.Tensor(features_5_1_layer_scale_1, permute_31);  features_5_1_layer_scale_1 = permute_31 = None
    add_23: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.add.Tensor(mul_7, add_20);  mul_7 = add_20 = None
    convolution_11: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.convolution.default(add_23, features_5_2_block_0_weight_1, features_5_2_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  features_5_2_block_0_weight_1 = features_5_2_block_0_bias_1 = None
    permute_32: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.permute.default(convolution_11, [0, 2, 3, 1]);  convolution_11 = None
    native_layer_norm_11 = torch.ops.aten.native_layer_norm.default(permute_32, [384], features_5_2_block_2_weight_1, features_5_2_block_2_bias_1, 1e-06);  permute_32 = features_5_2_block_2_weight_1 = features_5_2_block_2_bias_1 = None
    getitem_33: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = native_layer_norm_11[0]
    getitem_34: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_11[1]
    getitem_35: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_11[2];  native_layer_norm_11 = None
    t_16: "f32[384, 1536][1, 384]" = torch.ops.aten.t.default(features_5_2_block_3_weight_1);  features_5_2_block_3_weight_1 = None
    _reshape_alias_16: "f32[16, 384][384, 1]" = torch.ops.aten._reshape_alias.default(getitem_33, [16, 384], [384, 1]);  getitem_33 = None
    mm_16: "f32[16, 1536][1536, 1]" = torch.ops.aten.mm.default(_reshape_alias_16, t_16);  _reshape_alias_16 = t_16 = None
    _unsafe_view_32: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten._unsafe_view.default(mm_16, [1, 4, 4, 1536]);  mm_16 = None
    add_24: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_32, features_5_2_block_3_bias_1);  _unsafe_view_32 = features_5_2_block_3_bias_1 = None
    gelu_8: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.gelu.default(add_24);  add_24 = None
    t_17: "f32[1536, 384][1, 1536]" = torch.ops.aten.t.default(features_5_2_block_5_weight_1);  features_5_2_block_5_weight_1 = None
    _reshape_alias_17: "f32[16, 1536][1536, 1]" = torch.ops.aten._reshape_alias.default(gelu_8, [16, 1536], [1536, 1]);  gelu_8 = None
    mm_17: "f32[16, 384][384, 1]" = torch.ops.aten.mm.default(_reshape_alias_17, t_17);  _reshape_alias_17 = t_17 = None
    _unsafe_view_33: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(mm_17, [1, 4, 4, 384]);  mm_17 = None
    add_25: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_33, features_5_2_block_5_bias_1);  _unsafe_view_33 = features_5_2_block_5_bias_1 = None
    permute_33: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(add_25, [0, 3, 1, 2])
    _unsafe_view_34: "f32[16, 384][384, 1]" = torch.ops.aten._unsafe_view.default(add_25, [16, 384]);  add_25 = None
    _unsafe_view_35: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_34, [1, 4, 4, 384]);  _unsafe_view_34 = None
    permute_34: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(_unsafe_view_35, [0, 3, 1, 2]);  _unsafe_view_35 = None
    mul_8: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.mul.Tensor(features_5_2_layer_scale_1, permute_34);  features_5_2_layer_scale_1 = permute_34 = None
    add_26: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.add.Tensor(mul_8, add_23);  mul_8 = add_23 = None
    convolution_12: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.convolution.default(add_26, features_5_3_block_0_weight_1, features_5_3_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  features_5_3_block_0_weight_1 = features_5_3_block_0_bias_1 = None
    permute_35: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.permute.default(convolution_12, [0, 2, 3, 1]);  convolution_12 = None
    native_layer_norm_12 = torch.ops.aten.native_layer_norm.default(permute_35, [384], features_5_3_block_2_weight_1, features_5_3_block_2_bias_1, 1e-06);  permute_35 = features_5_3_block_2_weight_1 = features_5_3_block_2_bias_1 = None
    getitem_36: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = native_layer_norm_12[0]
    getitem_37: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_12[1]
    getitem_38: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_12[2];  native_layer_norm_12 = None
    t_18: "f32[384, 1536][1, 384]" = torch.ops.aten.t.default(features_5_3_block_3_weight_1);  features_5_3_block_3_weight_1 = None
    _reshape_alias_18: "f32[16, 384][384, 1]" = torch.ops.aten._reshape_alias.default(getitem_36, [16, 384], [384, 1]);  getitem_36 = None
    mm_18: "f32[16, 1536][1536, 1]" = torch.ops.aten.mm.default(_reshape_alias_18, t_18);  _reshape_alias_18 = t_18 = None
    _unsafe_view_36: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten._unsafe_view.default(mm_18, [1, 4, 4, 1536]);  mm_18 = None
    add_27: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_36, features_5_3_block_3_bias_1);  _unsafe_view_36 = features_5_3_block_3_bias_1 = None
    gelu_9: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.gelu.default(add_27);  add_27 = None
    t_19: "f32[1536, 384][1, 1536]" = torch.ops.aten.t.default(features_5_3_block_5_weight_1);  features_5_3_block_5_weight_1 = None
    _reshape_alias_19: "f32[16, 1536][1536, 1]" = torch.ops.aten._reshape_alias.default(gelu_9, [16, 1536], [1536, 1]);  gelu_9 = None
    mm_19: "f32[16, 384][384, 1]" = torch.ops.aten.mm.default(_reshape_alias_19, t_19);  _reshape_alias_19 = t_19 = None
    _unsafe_view_37: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(mm_19, [1, 4, 4, 384]);  mm_19 = None
    add_28: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_37, features_5_3_block_5_bias_1);  _unsafe_view_37 = features_5_3_block_5_bias_1 = None
    permute_36: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(add_28, [0, 3, 1, 2])
    _unsafe_view_38: "f32[16, 384][384, 1]" = torch.ops.aten._unsafe_view.default(add_28, [16, 384]);  add_28 = None
    _unsafe_view_39: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_38, [1, 4, 4, 384]);  _unsafe_view_38 = None
    permute_37: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(_unsafe_view_39, [0, 3, 1, 2]);  _unsafe_view_39 = None
    mul_9: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.mul.Tensor(features_5_3_layer_scale_1, permute_37);  features_5_3_layer_scale_1 = permute_37 = None
    add_29: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.add.Tensor(mul_9, add_26);  mul_9 = add_26 = None
    convolution_13: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.convolution.default(add_29, features_5_4_block_0_weight_1, features_5_4_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  features_5_4_block_0_weight_1 = features_5_4_block_0_bias_1 = None
    permute_38: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.permute.default(convolution_13, [0, 2, 3, 1]);  convolution_13 = None
    native_layer_norm_13 = torch.ops.aten.native_layer_norm.default(permute_38, [384], features_5_4_block_2_weight_1, features_5_4_block_2_bias_1, 1e-06);  permute_38 = features_5_4_block_2_weight_1 = features_5_4_block_2_bias_1 = None
    getitem_39: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = native_layer_norm_13[0]
    getitem_40: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_13[1]
    getitem_41: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_13[2];  native_layer_norm_13 = None
    t_20: "f32[384, 1536][1, 384]" = torch.ops.aten.t.default(features_5_4_block_3_weight_1);  features_5_4_block_3_weight_1 = None
    _reshape_alias_20: "f32[16, 384][384, 1]" = torch.ops.aten._reshape_alias.default(getitem_39, [16, 384], [384, 1]);  getitem_39 = None
    mm_20: "f32[16, 1536][1536, 1]" = torch.ops.aten.mm.default(_reshape_alias_20, t_20);  _reshape_alias_20 = t_20 = None
    _unsafe_view_40: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten._unsafe_view.default(mm_20, [1, 4, 4, 1536]);  mm_20 = None
    add_30: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_40, features_5_4_block_3_bias_1);  _unsafe_view_40 = features_5_4_block_3_bias_1 = None
    gelu_10: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.gelu.default(add_30);  add_30 = None
    t_21: "f32[1536, 384][1, 1536]" = torch.ops.aten.t.default(features_5_4_block_5_weight_1);  features_5_4_block_5_weight_1 = None
    _reshape_alias_21: "f32[16, 1536][1536, 1]" = torch.ops.aten._reshape_alias.default(gelu_10, [16, 1536], [1536, 1]);  gelu_10 = None
    mm_21: "f32[16, 384][384, 1]" = torch.ops.aten.mm.default(_reshape_alias_21, t_21);  _reshape_alias_21 = t_21 = None
    _unsafe_view_41: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(mm_21, [1, 4, 4, 384]);  mm_21 = None
    add_31: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_41, features_5_4_block_5_bias_1);  _unsafe_view_41 = features_5_4_block_5_bias_1 = None
    permute_39: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(add_31, [0, 3, 1, 2])
    _unsafe_view_42: "f32[16, 384][384, 1]" = torch.ops.aten._unsafe_view.default(add_31, [16, 384]);  add_31 = None
    _unsafe_view_43: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_42, [1, 4, 4, 384]);  _unsafe_view_42 = None
    permute_40: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(_unsafe_view_43, [0, 3, 1, 2]);  _unsafe_view_43 = None
    mul_10: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.mul.Tensor(features_5_4_layer_scale_1, permute_40);  features_5_4_layer_scale_1 = permute_40 = None
    add_32: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.add.Tensor(mul_10, add_29);  mul_10 = add_29 = None
    convolution_14: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.convolution.default(add_32, features_5_5_block_0_weight_1, features_5_5_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  features_5_5_block_0_weight_1 = features_5_5_block_0_bias_1 = None
    permute_41: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.permute.default(convolution_14, [0, 2, 3, 1]);  convolution_14 = None
    native_layer_norm_14 = torch.ops.aten.native_layer_norm.default(permute_41, [384], features_5_5_block_2_weight_1, features_5_5_block_2_bias_1, 1e-06);  permute_41 = features_5_5_block_2_weight_1 = features_5_5_block_2_bias_1 = None
    getitem_42: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = native_layer_norm_14[0]
    getitem_43: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_14[1]
    getitem_44: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_14[2];  native_layer_norm_14 = None
    t_22: "f32[384, 1536][1, 384]" = torch.ops.aten.t.default(features_5_5_block_3_weight_1);  features_5_5_block_3_weight_1 = None
    _reshape_alias_22: "f32[16, 384][384, 1]" = torch.ops.aten._reshape_alias.default(getitem_42, [16, 384], [384, 1]);  getitem_42 = None
    mm_22: "f32[16, 1536][1536, 1]" = torch.ops.aten.mm.default(_reshape_alias_22, t_22);  _reshape_alias_22 = t_22 = None
    _unsafe_view_44: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten._unsafe_view.default(mm_22, [1, 4, 4, 1536]);  mm_22 = None
    add_33: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_44, features_5_5_block_3_bias_1);  _unsafe_view_44 = features_5_5_block_3_bias_1 = None
    gelu_11: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.gelu.default(add_33);  add_33 = None
    t_23: "f32[1536, 384][1, 1536]" = torch.ops.aten.t.default(features_5_5_block_5_weight_1);  features_5_5_block_5_weight_1 = None
    _reshape_alias_23: "f32[16, 1536][1536, 1]" = torch.ops.aten._reshape_alias.default(gelu_11, [16, 1536], [1536, 1]);  gelu_11 = None
    mm_23: "f32[16, 384][384, 1]" = torch.ops.aten.mm.default(_reshape_alias_23, t_23);  _reshape_alias_23 = t_23 = None
    _unsafe_view_45: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(mm_23, [1, 4, 4, 384]);  mm_23 = None
    add_34: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_45, features_5_5_block_5_bias_1);  _unsafe_view_45 = features_5_5_block_5_bias_1 = None
    permute_42: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(add_34, [0, 3, 1, 2])
    _unsafe_view_46: "f32[16, 384][384, 1]" = torch.ops.aten._unsafe_view.default(add_34, [16, 384]);  add_34 = None
    _unsafe_view_47: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_46, [1, 4, 4, 384]);  _unsafe_view_46 = None
    permute_43: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(_unsafe_view_47, [0, 3, 1, 2]);  _unsafe_view_47 = None
    mul_11: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.mul.Tensor(features_5_5_layer_scale_1, permute_43);  features_5_5_layer_scale_1 = permute_43 = None
    add_35: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.add.Tensor(mul_11, add_32);  mul_11 = add_32 = None
    convolution_15: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.convolution.default(add_35, features_5_6_block_0_weight_1, features_5_6_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  features_5_6_block_0_weight_1 = features_5_6_block_0_bias_1 = None
    permute_44: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.permute.default(convolution_15, [0, 2, 3, 1]);  convolution_15 = None
    native_layer_norm_15 = torch.ops.aten.native_layer_norm.default(permute_44, [384], features_5_6_block_2_weight_1, features_5_6_block_2_bias_1, 1e-06);  permute_44 = features_5_6_block_2_weight_1 = features_5_6_block_2_bias_1 = None
    getitem_45: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = native_layer_norm_15[0]
    getitem_46: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_15[1]
    getitem_47: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_15[2];  native_layer_norm_15 = None
    t_24: "f32[384, 1536][1, 384]" = torch.ops.aten.t.default(features_5_6_block_3_weight_1);  features_5_6_block_3_weight_1 = None
    _reshape_alias_24: "f32[16, 384][384, 1]" = torch.ops.aten._reshape_alias.default(getitem_45, [16, 384], [384, 1]);  getitem_45 = None
    mm_24: "f32[16, 1536][1536, 1]" = torch.ops.aten.mm.default(_reshape_alias_24, t_24);  _reshape_alias_24 = t_24 = None
    _unsafe_view_48: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten._unsafe_view.default(mm_24, [1, 4, 4, 1536]);  mm_24 = None
    add_36: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_48, features_5_6_block_3_bias_1);  _unsafe_view_48 = features_5_6_block_3_bias_1 = None
    gelu_12: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.gelu.default(add_36);  add_36 = None
    t_25: "f32[1536, 384][1, 1536]" = torch.ops.aten.t.default(features_5_6_block_5_weight_1);  features_5_6_block_5_weight_1 = None
    _reshape_alias_25: "f32[16, 1536][1536, 1]" = torch.ops.aten._reshape_alias.default(gelu_12, [16, 1536], [1536, 1]);  gelu_12 = None
    mm_25: "f32[16, 384][384, 1]" = torch.ops.aten.mm.default(_reshape_alias_25, t_25);  _reshape_alias_25 = t_25 = None
    _unsafe_view_49: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(mm_25, [1, 4, 4, 384]);  mm_25 = None
    add_37: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_49, features_5_6_block_5_bias_1);  _unsafe_view_49 = features_5_6_block_5_bias_1 = None
    permute_45: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(add_37, [0, 3, 1, 2])
    _unsafe_view_50: "f32[16, 384][384, 1]" = torch.ops.aten._unsafe_view.default(add_37, [16, 384]);  add_37 = None
    _unsafe_view_51: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_50, [1, 4, 4, 384]);  _unsafe_view_50 = None
    permute_46: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(_unsafe_view_51, [0, 3, 1, 2]);  _unsafe_view_51 = None
    mul_12: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.mul.Tensor(features_5_6_layer_scale_1, permute_46);  features_5_6_layer_scale_1 = permute_46 = None
    add_38: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.add.Tensor(mul_12, add_35);  mul_12 = add_35 = None
    convolution_16: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.convolution.default(add_38, features_5_7_block_0_weight_1, features_5_7_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  features_5_7_block_0_weight_1 = features_5_7_block_0_bias_1 = None
    permute_47: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.permute.default(convolution_16, [0, 2, 3, 1]);  convolution_16 = None
    native_layer_norm_16 = torch.ops.aten.native_layer_norm.default(permute_47, [384], features_5_7_block_2_weight_1, features_5_7_block_2_bias_1, 1e-06);  permute_47 = features_5_7_block_2_weight_1 = features_5_7_block_2_bias_1 = None
    getitem_48: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = native_layer_norm_16[0]
    getitem_49: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_16[1]
    getitem_50: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_16[2];  native_layer_norm_16 = None
    t_26: "f32[384, 1536][1, 384]" = torch.ops.aten.t.default(features_5_7_block_3_weight_1);  features_5_7_block_3_weight_1 = None
    _reshape_alias_26: "f32[16, 384][384, 1]" = torch.ops.aten._reshape_alias.default(getitem_48, [16, 384], [384, 1]);  getitem_48 = None
    mm_26: "f32[16, 1536][1536, 1]" = torch.ops.aten.mm.default(_reshape_alias_26, t_26);  _reshape_alias_26 = t_26 = None
    _unsafe_view_52: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten._unsafe_view.default(mm_26, [1, 4, 4, 1536]);  mm_26 = None
    add_39: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_52, features_5_7_block_3_bias_1);  _unsafe_view_52 = features_5_7_block_3_bias_1 = None
    gelu_13: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.gelu.default(add_39);  add_39 = None
    t_27: "f32[1536, 384][1, 1536]" = torch.ops.aten.t.default(features_5_7_block_5_weight_1);  features_5_7_block_5_weight_1 = None
    _reshape_alias_27: "f32[16, 1536][1536, 1]" = torch.ops.aten._reshape_alias.default(gelu_13, [16, 1536], [1536, 1]);  gelu_13 = None
    mm_27: "f32[16, 384][384, 1]" = torch.ops.aten.mm.default(_reshape_alias_27, t_27);  _reshape_alias_27 = t_27 = None
    _unsafe_view_53: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(mm_27, [1, 4, 4, 384]);  mm_27 = None
    add_40: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_53, features_5_7_block_5_bias_1);  _unsafe_view_53 = features_5_7_block_5_bias_1 = None
    permute_48: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(add_40, [0, 3, 1, 2])
    _unsafe_view_54: "f32[16, 384][384, 1]" = torch.ops.aten._unsafe_view.default(add_40, [16, 384]);  add_40 = None
    _unsafe_view_55: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_54, [1, 4, 4, 384]);  _unsafe_view_54 = None
    permute_49: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(_unsafe_view_55, [0, 3, 1, 2]);  _unsafe_view_55 = None
    mul_13: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.mul.Tensor(features_5_7_layer_scale_1, permute_49);  features_5_7_layer_scale_1 = permute_49 = None
    add_41: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.add.Tensor(mul_13, add_38);  mul_13 = add_38 = None
    convolution_17: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.convolution.default(add_41, features_5_8_block_0_weight_1, features_5_8_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 384);  features_5_8_block_0_weight_1 = features_5_8_block_0_bias_1 = None
    permute_50: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.permute.default(convolution_17, [0, 2, 3, 1]);  convolution_17 = None
    native_layer_norm_17 = torch.ops.aten.native_layer_norm.default(permute_50, [384], features_5_8_block_2_weight_1, features_5_8_block_2_bias_1, 1e-06);  permute_50 = features_5_8_block_2_weight_1 = features_5_8_block_2_bias_1 = None
    getitem_51: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = native_layer_norm_17[0]
    getitem_52: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_17[1]
    getitem_53: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_17[2];  native_layer_norm_17 = None
    t_28: "f32[384, 1536][1, 384]" = torch.ops.aten.t.default(features_5_8_block_3_weight_1);  features_5_8_block_3_weight_1 = None
    _reshape_alias_28: "f32[16, 384][384, 1]" = torch.ops.aten._reshape_alias.default(getitem_51, [16, 384], [384, 1]);  getitem_51 = None
    mm_28: "f32[16, 1536][1536, 1]" = torch.ops.aten.mm.default(_reshape_alias_28, t_28);  _reshape_alias_28 = t_28 = None
    _unsafe_view_56: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten._unsafe_view.default(mm_28, [1, 4, 4, 1536]);  mm_28 = None
    add_42: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_56, features_5_8_block_3_bias_1);  _unsafe_view_56 = features_5_8_block_3_bias_1 = None
    gelu_14: "f32[1, 4, 4, 1536][24576, 6144, 1536, 1]" = torch.ops.aten.gelu.default(add_42);  add_42 = None
    t_29: "f32[1536, 384][1, 1536]" = torch.ops.aten.t.default(features_5_8_block_5_weight_1);  features_5_8_block_5_weight_1 = None
    _reshape_alias_29: "f32[16, 1536][1536, 1]" = torch.ops.aten._reshape_alias.default(gelu_14, [16, 1536], [1536, 1]);  gelu_14 = None
    mm_29: "f32[16, 384][384, 1]" = torch.ops.aten.mm.default(_reshape_alias_29, t_29);  _reshape_alias_29 = t_29 = None
    _unsafe_view_57: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(mm_29, [1, 4, 4, 384]);  mm_29 = None
    add_43: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_57, features_5_8_block_5_bias_1);  _unsafe_view_57 = features_5_8_block_5_bias_1 = None
    permute_51: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(add_43, [0, 3, 1, 2])
    _unsafe_view_58: "f32[16, 384][384, 1]" = torch.ops.aten._unsafe_view.default(add_43, [16, 384]);  add_43 = None
    _unsafe_view_59: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_58, [1, 4, 4, 384]);  _unsafe_view_58 = None
    permute_52: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(_unsafe_view_59, [0, 3, 1, 2]);  _unsafe_view_59 = None
    mul_14: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.mul.Tensor(features_5_8_layer_scale_1, permute_52);  features_5_8_layer_scale_1 = permute_52 = None
    add_44: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.add.Tensor(mul_14, add_41);  mul_14 = add_41 = None
    permute_53: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.permute.default(add_44, [0, 2, 3, 1])
    permute_54: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = torch.ops.aten.permute.default(add_44, [0, 2, 3, 1]);  add_44 = None
    native_layer_norm_18 = torch.ops.aten.native_layer_norm.default(permute_54, [384], features_6_0_weight_1, features_6_0_bias_1, 1e-06);  permute_54 = features_6_0_weight_1 = features_6_0_bias_1 = None
    getitem_54: "f32[1, 4, 4, 384][6144, 1536, 384, 1]" = native_layer_norm_18[0]
    getitem_55: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_18[1]
    getitem_56: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_18[2];  native_layer_norm_18 = None
    permute_55: "f32[1, 384, 4, 4][6144, 1, 1536, 384]" = torch.ops.aten.permute.default(getitem_54, [0, 3, 1, 2]);  getitem_54 = None
    convolution_18: "f32[1, 768, 2, 2][3072, 1, 1536, 768]" = torch.ops.aten.convolution.default(permute_55, features_6_1_weight_1, features_6_1_bias_1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  permute_55 = features_6_1_weight_1 = features_6_1_bias_1 = None
    convolution_19: "f32[1, 768, 2, 2][3072, 1, 1536, 768]" = torch.ops.aten.convolution.default(convolution_18, features_7_0_block_0_weight_1, features_7_0_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 768);  features_7_0_block_0_weight_1 = features_7_0_block_0_bias_1 = None
    permute_56: "f32[1, 2, 2, 768][3072, 1536, 768, 1]" = torch.ops.aten.permute.default(convolution_19, [0, 2, 3, 1]);  convolution_19 = None
    native_layer_norm_19 = torch.ops.aten.native_layer_norm.default(permute_56, [768], features_7_0_block_2_weight_1, features_7_0_block_2_bias_1, 1e-06);  permute_56 = features_7_0_block_2_weight_1 = features_7_0_block_2_bias_1 = None
    getitem_57: "f32[1, 2, 2, 768][3072, 1536, 768, 1]" = native_layer_norm_19[0]
    getitem_58: "f32[1, 2, 2, 1][4, 2, 1, 1]" = native_layer_norm_19[1]
    getitem_59: "f32[1, 2, 2, 1][4, 2, 1, 1]" = native_layer_norm_19[2];  native_layer_norm_19 = None
    t_30: "f32[768, 3072][1, 768]" = torch.ops.aten.t.default(features_7_0_block_3_weight_1);  features_7_0_block_3_weight_1 = None
    _reshape_alias_30: "f32[4, 768][768, 1]" = torch.ops.aten._reshape_alias.default(getitem_57, [4, 768], [768, 1]);  getitem_57 = None
    mm_30: "f32[4, 3072][3072, 1]" = torch.ops.aten.mm.default(_reshape_alias_30, t_30);  _reshape_alias_30 = t_30 = None
    _unsafe_view_60: "f32[1, 2, 2, 3072][12288, 6144, 3072, 1]" = torch.ops.aten._unsafe_view.default(mm_30, [1, 2, 2, 3072]);  mm_30 = None
    add_45: "f32[1, 2, 2, 3072][12288, 6144, 3072, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_60, features_7_0_block_3_bias_1);  _unsafe_view_60 = features_7_0_block_3_bias_1 = None
    gelu_15: "f32[1, 2, 2, 3072][12288, 6144, 3072, 1]" = torch.ops.aten.gelu.default(add_45);  add_45 = None
    t_31: "f32[3072, 768][1, 3072]" = torch.ops.aten.t.default(features_7_0_block_5_weight_1);  features_7_0_block_5_weight_1 = None
    _reshape_alias_31: "f32[4, 3072][3072, 1]" = torch.ops.aten._reshape_alias.default(gelu_15, [4, 3072], [3072, 1]);  gelu_15 = None
    mm_31: "f32[4, 768][768, 1]" = torch.ops.aten.mm.default(_reshape_alias_31, t_31);  _reshape_alias_31 = t_31 = None
    _unsafe_view_61: "f32[1, 2, 2, 768][3072, 1536, 768, 1]" = torch.ops.aten._unsafe_view.default(mm_31, [1, 2, 2, 768]);  mm_31 = None
    add_46: "f32[1, 2, 2, 768][3072, 1536, 768, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_61, features_7_0_block_5_bias_1);  _unsafe_view_61 = features_7_0_block_5_bias_1 = None
    permute_57: "f32[1, 768, 2, 2][3072, 1, 1536, 768]" = torch.ops.aten.permute.default(add_46, [0, 3, 1, 2])
    _unsafe_view_62: "f32[4, 768][768, 1]" = torch.ops.aten._unsafe_view.default(add_46, [4, 768]);  add_46 = None
    _unsafe_view_63: "f32[1, 2, 2, 768][3072, 1536, 768, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_62, [1, 2, 2, 768]);  _unsafe_view_62 = None
    permute_58: "f32[1, 768, 2, 2][3072, 1, 1536, 768]" = torch.ops.aten.permute.default(_unsafe_view_63, [0, 3, 1, 2]);  _unsafe_view_63 = None
    mul_15: "f32[1, 768, 2, 2][3072, 1, 1536, 768]" = torch.ops.aten.mul.Tensor(features_7_0_layer_scale_1, permute_58);  features_7_0_layer_scale_1 = permute_58 = None
    add_47: "f32[1, 768, 2, 2][3072, 1, 1536, 768]" = torch.ops.aten.add.Tensor(mul_15, convolution_18);  mul_15 = convolution_18 = None
    convolution_20: "f32[1, 768, 2, 2][3072, 1, 1536, 768]" = torch.ops.aten.convolution.default(add_47, features_7_1_block_0_weight_1, features_7_1_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 768);  features_7_1_block_0_weight_1 = features_7_1_block_0_bias_1 = None
    permute_59: "f32[1, 2, 2, 768][3072, 1536, 768, 1]" = torch.ops.aten.permute.default(convolution_20, [0, 2, 3, 1]);  convolution_20 = None
    native_layer_norm_20 = torch.ops.aten.native_layer_norm.default(permute_59, [768], features_7_1_block_2_weight_1, features_7_1_block_2_bias_1, 1e-06);  permute_59 = features_7_1_block_2_weight_1 = features_7_1_block_2_bias_1 = None
    getitem_60: "f32[1, 2, 2, 768][3072, 1536, 768, 1]" = native_layer_norm_20[0]
    getitem_61: "f32[1, 2, 2, 1][4, 2, 1, 1]" = native_layer_norm_20[1]
    getitem_62: "f32[1, 2, 2, 1][4, 2, 1, 1]" = native_layer_norm_20[2];  native_layer_norm_20 = None
    t_32: "f32[768, 3072][1, 768]" = torch.ops.aten.t.default(features_7_1_block_3_weight_1);  features_7_1_block_3_weight_1 = None
    _reshape_alias_32: "f32[4, 768][768, 1]" = torch.ops.aten._reshape_alias.default(getitem_60, [4, 768], [768, 1]);  getitem_60 = None
    mm_32: "f32[4, 3072][3072, 1]" = torch.ops.aten.mm.default(_reshape_alias_32, t_32);  _reshape_alias_32 = t_32 = None
    _unsafe_view_64: "f32[1, 2, 2, 3072][12288, 6144, 3072, 1]" = torch.ops.aten._unsafe_view.default(mm_32, [1, 2, 2, 3072]);  mm_32 = None
    add_48: "f32[1, 2, 2, 3072][12288, 6144, 3072, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_64, features_7_1_block_3_bias_1);  _unsafe_view_64 = features_7_1_block_3_bias_1 = None
    gelu_16: "f32[1, 2, 2, 3072][12288, 6144, 3072, 1]" = torch.ops.aten.gelu.default(add_48);  add_48 = None
    t_33: "f32[3072, 768][1, 3072]" = torch.ops.aten.t.default(features_7_1_block_5_weight_1);  features_7_1_block_5_weight_1 = None
    _reshape_alias_33: "f32[4, 3072][3072, 1]" = torch.ops.aten._reshape_alias.default(gelu_16, [4, 3072], [3072, 1]);  gelu_16 = None
    mm_33: "f32[4, 768][768, 1]" = torch.ops.aten.mm.default(_reshape_alias_33, t_33);  _reshape_alias_33 = t_33 = None
    _unsafe_view_65: "f32[1, 2, 2, 768][3072, 1536, 768, 1]" = torch.ops.aten._unsafe_view.default(mm_33, [1, 2, 2, 768]);  mm_33 = None
    add_49: "f32[1, 2, 2, 768][3072, 1536, 768, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_65, features_7_1_block_5_bias_1);  _unsafe_view_65 = features_7_1_block_5_bias_1 = None
    permute_60: "f32[1, 768, 2, 2][3072, 1, 1536, 768]" = torch.ops.aten.permute.default(add_49, [0, 3, 1, 2])
    _unsafe_view_66: "f32[4, 768][768, 1]" = torch.ops.aten._unsafe_view.default(add_49, [4, 768]);  add_49 = None
    _unsafe_view_67: "f32[1, 2, 2, 768][3072, 1536, 768, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_66, [1, 2, 2, 768]);  _unsafe_view_66 = None
    permute_61: "f32[1, 768, 2, 2][3072, 1, 1536, 768]" = torch.ops.aten.permute.default(_unsafe_view_67, [0, 3, 1, 2]);  _unsafe_view_67 = None
    mul_16: "f32[1, 768, 2, 2][3072, 1, 1536, 768]" = torch.ops.aten.mul.Tensor(features_7_1_layer_scale_1, permute_61);  features_7_1_layer_scale_1 = permute_61 = None
    add_50: "f32[1, 768, 2, 2][3072, 1, 1536, 768]" = torch.ops.aten.add.Tensor(mul_16, add_47);  mul_16 = add_47 = None
    convolution_21: "f32[1, 768, 2, 2][3072, 1, 1536, 768]" = torch.ops.aten.convolution.default(add_50, features_7_2_block_0_weight_1, features_7_2_block_0_bias_1, [1, 1], [3, 3], [1, 1], False, [0, 0], 768);  features_7_2_block_0_weight_1 = features_7_2_block_0_bias_1 = None
    permute_62: "f32[1, 2, 2, 768][3072, 1536, 768, 1]" = torch.ops.aten.permute.default(convolution_21, [0, 2, 3, 1]);  convolution_21 = None
    native_layer_norm_21 = torch.ops.aten.native_layer_norm.default(permute_62, [768], features_7_2_block_2_weight_1, features_7_2_block_2_bias_1, 1e-06);  permute_62 = features_7_2_block_2_weight_1 = features_7_2_block_2_bias_1 = None
    getitem_63: "f32[1, 2, 2, 768][3072, 1536, 768, 1]" = native_layer_norm_21[0]
    getitem_64: "f32[1, 2, 2, 1][4, 2, 1, 1]" = native_layer_norm_21[1]
    getitem_65: "f32[1, 2, 2, 1][4, 2, 1, 1]" = native_layer_norm_21[2];  native_layer_norm_21 = None
    t_34: "f32[768, 3072][1, 768]" = torch.ops.aten.t.default(features_7_2_block_3_weight_1);  features_7_2_block_3_weight_1 = None
    _reshape_alias_34: "f32[4, 768][768, 1]" = torch.ops.aten._reshape_alias.default(getitem_63, [4, 768], [768, 1]);  getitem_63 = None
    mm_34: "f32[4, 3072][3072, 1]" = torch.ops.aten.mm.default(_reshape_alias_34, t_34);  _reshape_alias_34 = t_34 = None
    _unsafe_view_68: "f32[1, 2, 2, 3072][12288, 6144, 3072, 1]" = torch.ops.aten._unsafe_view.default(mm_34, [1, 2, 2, 3072]);  mm_34 = None
    add_51: "f32[1, 2, 2, 3072][12288, 6144, 3072, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_68, features_7_2_block_3_bias_1);  _unsafe_view_68 = features_7_2_block_3_bias_1 = None
    gelu_17: "f32[1, 2, 2, 3072][12288, 6144, 3072, 1]" = torch.ops.aten.gelu.default(add_51);  add_51 = None
    t_35: "f32[3072, 768][1, 3072]" = torch.ops.aten.t.default(features_7_2_block_5_weight_1);  features_7_2_block_5_weight_1 = None
    _reshape_alias_35: "f32[4, 3072][3072, 1]" = torch.ops.aten._reshape_alias.default(gelu_17, [4, 3072], [3072, 1]);  gelu_17 = None
    mm_35: "f32[4, 768][768, 1]" = torch.ops.aten.mm.default(_reshape_alias_35, t_35);  _reshape_alias_35 = t_35 = None
    _unsafe_view_69: "f32[1, 2, 2, 768][3072, 1536, 768, 1]" = torch.ops.aten._unsafe_view.default(mm_35, [1, 2, 2, 768]);  mm_35 = None
    add_52: "f32[1, 2, 2, 768][3072, 1536, 768, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_69, features_7_2_block_5_bias_1);  _unsafe_view_69 = features_7_2_block_5_bias_1 = None
    permute_63: "f32[1, 768, 2, 2][3072, 1, 1536, 768]" = torch.ops.aten.permute.default(add_52, [0, 3, 1, 2])
    _unsafe_view_70: "f32[4, 768][768, 1]" = torch.ops.aten._unsafe_view.default(add_52, [4, 768]);  add_52 = None
    _unsafe_view_71: "f32[1, 2, 2, 768][3072, 1536, 768, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_70, [1, 2, 2, 768]);  _unsafe_view_70 = None
    permute_64: "f32[1, 768, 2, 2][3072, 1, 1536, 768]" = torch.ops.aten.permute.default(_unsafe_view_71, [0, 3, 1, 2]);  _unsafe_view_71 = None
    mul_17: "f32[1, 768, 2, 2][3072, 1, 1536, 768]" = torch.ops.aten.mul.Tensor(features_7_2_layer_scale_1, permute_64);  features_7_2_layer_scale_1 = permute_64 = None
    add_53: "f32[1, 768, 2, 2][3072, 1, 1536, 768]" = torch.ops.aten.add.Tensor(mul_17, add_50);  mul_17 = add_50 = None
    mean: "f32[1, 768, 1, 1][768, 1, 1, 1]" = torch.ops.aten.mean.dim(add_53, [-1, -2], True);  add_53 = None
    as_strided: "f32[1, 768, 1, 1][768, 1, 768, 768]" = torch.ops.aten.as_strided.default(mean, [1, 768, 1, 1], [768, 1, 768, 768]);  mean = None
    permute_65: "f32[1, 1, 1, 768][768, 768, 768, 1]" = torch.ops.aten.permute.default(as_strided, [0, 2, 3, 1]);  as_strided = None
    native_layer_norm_22 = torch.ops.aten.native_layer_norm.default(permute_65, [768], classifier_0_weight_1, classifier_0_bias_1, 1e-06);  permute_65 = classifier_0_weight_1 = classifier_0_bias_1 = None
    getitem_66: "f32[1, 1, 1, 768][768, 768, 768, 1]" = native_layer_norm_22[0]
    getitem_67: "f32[1, 1, 1, 1][1, 1, 1, 1]" = native_layer_norm_22[1]
    getitem_68: "f32[1, 1, 1, 1][1, 1, 1, 1]" = native_layer_norm_22[2];  native_layer_norm_22 = None
    permute_66: "f32[1, 768, 1, 1][768, 1, 768, 768]" = torch.ops.aten.permute.default(getitem_66, [0, 3, 1, 2]);  getitem_66 = None
    _reshape_alias_36: "f32[1, 768][768, 1]" = torch.ops.aten._reshape_alias.default(permute_66, [1, 768], [768, 1]);  permute_66 = None
    t_36: "f32[768, 1000][1, 768]" = torch.ops.aten.t.default(classifier_2_weight_1);  classifier_2_weight_1 = None
    addmm: "f32[1, 1000][1000, 1]" = torch.ops.aten.addmm.default(classifier_2_bias_1, _reshape_alias_36, t_36);  classifier_2_bias_1 = _reshape_alias_36 = t_36 = None
    return addmm
