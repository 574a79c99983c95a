# embedding: indices' shape + [width], contiguous, in weight's dtype, from any weight layout
# and int64 or int32 indices (0-dim too); embedding_dense_backward: contiguous
# [num_weights, grad.size(-1)] in grad's dtype.
def forward(self, w: "f32[10, 3]", wt: "f32[10, 3][1, 10]", wo: "bf16[10, 3][6, 2]@1", wb: "b8[10, 3]", i: "i64[2, 2]", i1: "i32[4]", iz: "i64[]", e: "i64[0]", g: "f32[2, 2, 3]", gt: "f32[4, 3][1, 4]", gl: "i64[4, 3]", gh: "f16[3]"):
    embedding: "f32[2, 2, 3][6, 3, 1]" = torch.ops.aten.embedding.default(w, i)
    embedding_1: "f32[4, 3][3, 1]" = torch.ops.aten.embedding.default(wt, i1)
    embedding_2: "bf16[3][1]" = torch.ops.aten.embedding.default(wo, iz)
    embedding_3: "f32[0, 3][3, 1]" = torch.ops.aten.embedding.default(w, e, 2, True, True)
    embedding_4: "b8[2, 2, 3][6, 3, 1]" = torch.ops.aten.embedding.default(wb, i, padding_idx = 0)
    embedding_dense_backward: "f32[10, 3][3, 1]" = torch.ops.aten.embedding_dense_backward.default(g, i, 10, -1, False)
    embedding_dense_backward_1: "f32[7, 3][3, 1]" = torch.ops.aten.embedding_dense_backward.default(gt, i1, 7, 2, True)
    embedding_dense_backward_2: "i64[4, 3][3, 1]" = torch.ops.aten.embedding_dense_backward.default(gl, i1, 4, 0, False)
    embedding_dense_backward_3: "f16[0, 3][3, 1]" = torch.ops.aten.embedding_dense_backward.default(gh, iz, 0, 0, False)
    return (embedding, embedding_1, embedding_2, embedding_3, embedding_4, embedding_dense_backward, embedding_dense_backward_1, embedding_dense_backward_2, embedding_dense_backward_3)
