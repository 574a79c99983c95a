# embedding: rows of weight (transposed, offset, bf16, bool) picked by clamped random indices;
# embedding_dense_backward: rows of grad added in index order into zeros (duplicates sum),
# padding_idx skipped, scale_grad_by_freq dividing by the count (f32 and f64 fused through the
# add kernel, integers truncating the scale), indices outside [0, num_weights) skipped.
def forward(self, w: "f32[10, 3]", wt: "f32[10, 3][1, 10]", wo: "bf16[10, 3][6, 2]@1", wb: "b8[10, 3]", ii: "i64[2, 3]", i32: "i32[6]", g: "f32[2, 3, 4]", gt: "f32[6, 4][1, 6]", gd: "f64[6, 5]", gl: "i64[6, 2]", gh: "f16[2, 3, 2]"):
    index = torch.ops.aten.clamp.default(ii, 0, 9)
    index_32 = torch.ops.aten.clamp.default(i32, 0, 6)
    index_wide = torch.ops.aten.clamp.default(i32, -2, 7)
    embedding = torch.ops.aten.embedding.default(w, index)
    embedding_1 = torch.ops.aten.embedding.default(wt, index_32)
    embedding_2 = torch.ops.aten.embedding.default(wo, index)
    embedding_3 = torch.ops.aten.embedding.default(wb, index_32, 2, True, True)
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(g, index, 10, -1, False)
    embedding_dense_backward_1 = torch.ops.aten.embedding_dense_backward.default(gt, index_32, 7, 2, True)
    embedding_dense_backward_2 = torch.ops.aten.embedding_dense_backward.default(gd, index_32, 7, 0, True)
    embedding_dense_backward_3 = torch.ops.aten.embedding_dense_backward.default(gl, index_32, 7, -1, True)
    embedding_dense_backward_4 = torch.ops.aten.embedding_dense_backward.default(gh, index, 10, 3, False)
    embedding_dense_backward_5 = torch.ops.aten.embedding_dense_backward.default(gt, index_wide, 6, 0, False)
    return (embedding, embedding_1, embedding_2, embedding_3, embedding_dense_backward, embedding_dense_backward_1, embedding_dense_backward_2, embedding_dense_backward_3, embedding_dense_backward_4, embedding_dense_backward_5)
