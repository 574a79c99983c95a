# norm and linalg_vector_norm: the p-norm of norm_kernel_tensor_iterator_impl over a float copy
# of self (double for f64, or linalg_vector_norm's dtype) in the reduction iterator's order, for
# p = 2 (the fused lanes over one contiguous reduced dim of float), 1, 0, inf, -inf and others,
# over strided, offset, half-precision, 0-dim and empty inputs.
def forward(self, x: "f32[4, 3, 5][1, 4, 12]", s: "f64[3, 4][16, 3]@1", h: "f16[6, 2]", z: "f32[]", n: "f32[0, 3]", r: "f32[3, 37]", b: "bf16[5, 4]"):
    norm = torch.ops.aten.norm.Scalar(x)
    norm_1 = torch.ops.aten.norm.Scalar(s, 1)
    norm_2 = torch.ops.aten.norm.ScalarOpt_dim(x, 2, [1])
    norm_3 = torch.ops.aten.norm.ScalarOpt_dim(x, None, [0, 2], True)
    norm_4 = torch.ops.aten.norm.ScalarOpt_dim(s, inf, [-1])
    norm_5 = torch.ops.aten.norm.ScalarOpt_dim(h, 3, [])
    norm_6 = torch.ops.aten.norm.ScalarOpt_dim(z, 2, [0], True)
    norm_7 = torch.ops.aten.norm.ScalarOpt_dim(n, -inf, [0])
    norm_8 = torch.ops.aten.norm.ScalarOpt_dim(r, 2, [1])
    norm_9 = torch.ops.aten.norm.ScalarOpt_dim(r, 0, [0])
    norm_10 = torch.ops.aten.norm.ScalarOpt_dim(x, -inf, [2])
    norm_11 = torch.ops.aten.norm.ScalarOpt_dim(b, 2, [1])
    norm_12 = torch.ops.aten.norm.ScalarOpt_dim(r, -1.5, [1])
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(x)
    linalg_vector_norm_1 = torch.ops.aten.linalg_vector_norm.default(x, 0.5, [2, 0], True)
    linalg_vector_norm_2 = torch.ops.aten.linalg_vector_norm.default(h, 2, [1], dtype = torch.float32)
    linalg_vector_norm_3 = torch.ops.aten.linalg_vector_norm.default(s, -1, None, False, dtype = torch.float64)
    linalg_vector_norm_4 = torch.ops.aten.linalg_vector_norm.default(n, 2, [0])
    linalg_vector_norm_5 = torch.ops.aten.linalg_vector_norm.default(r, 2, [1], dtype = torch.float64)
    linalg_vector_norm_6 = torch.ops.aten.linalg_vector_norm.default(r, 1, [0, 1])
    return (norm, norm_1, norm_2, norm_3, norm_4, norm_5, norm_6, norm_7, norm_8, norm_9, norm_10, norm_11, norm_12, linalg_vector_norm, linalg_vector_norm_1, linalg_vector_norm_2, linalg_vector_norm_3, linalg_vector_norm_4, linalg_vector_norm_5, linalg_vector_norm_6)
