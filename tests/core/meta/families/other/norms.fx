# norm and linalg_vector_norm: contiguous results of the reduced shape in self's dtype (or
# linalg_vector_norm's dtype), whatever self's layout; an empty or absent dim list reduces every
# dim; keepdim keeps them as size 1; a 0-dim self stays 0-dim; empty reductions are results too.
def forward(self, x: "f32[4, 3, 5][1, 4, 12]", s: "f64[3, 4][16, 3]@1", h: "f16[6, 2]", z: "f32[]", n: "f32[0, 3]"):
    norm: "f32[][]" = torch.ops.aten.norm.Scalar(x)
    norm_1: "f64[][]" = torch.ops.aten.norm.Scalar(s, 1)
    norm_2: "f32[4, 5][5, 1]" = torch.ops.aten.norm.ScalarOpt_dim(x, 2, [1])
    norm_3: "f32[1, 3, 1][3, 1, 1]" = torch.ops.aten.norm.ScalarOpt_dim(x, None, [0, 2], True)
    norm_4: "f64[3][1]" = torch.ops.aten.norm.ScalarOpt_dim(s, inf, [-1])
    norm_5: "f16[][]" = torch.ops.aten.norm.ScalarOpt_dim(h, 3, [])
    norm_6: "f32[][]" = torch.ops.aten.norm.ScalarOpt_dim(z, 2, [0], True)
    norm_7: "f32[3][1]" = torch.ops.aten.norm.ScalarOpt_dim(n, -inf, [0])
    linalg_vector_norm: "f32[][]" = torch.ops.aten.linalg_vector_norm.default(x)
    linalg_vector_norm_1: "f32[1, 3, 1][3, 1, 1]" = torch.ops.aten.linalg_vector_norm.default(x, 0.5, [2, 0], True)
    linalg_vector_norm_2: "f32[6][1]" = torch.ops.aten.linalg_vector_norm.default(h, 2, [1], dtype = torch.float32)
    linalg_vector_norm_3: "f64[][]" = torch.ops.aten.linalg_vector_norm.default(s, -1, None, False, dtype = torch.float64)
    linalg_vector_norm_4: "f32[3][1]" = torch.ops.aten.linalg_vector_norm.default(n, 2, [0])
    return (norm, norm_1, norm_2, norm_3, norm_4, norm_5, norm_6, norm_7, linalg_vector_norm, linalg_vector_norm_1, linalg_vector_norm_2, linalg_vector_norm_3, linalg_vector_norm_4)
