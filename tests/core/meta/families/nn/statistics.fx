# mean, var, std, amax, amin, max.dim, argmax, prod, logsumexp: contiguous results of the reduced
# shape (keepdim keeps size-1 dims, an empty dim list reduces all); mean keeps floating dtypes
# or takes the dtype argument, prod sums integers and bools into int64, logsumexp computes
# integers in float32, argmax and max.dim's indices are int64.
def forward(self, x: "f32[4, 3, 2][1, 4, 12]", c: "f32[2, 3, 4, 5][60, 1, 15, 3]", h: "f16[3, 4]", b16: "bf16[3, 4]", d: "f64[5]", i: "i64[3, 4]", u: "u8[3, 4]", b: "b8[2, 3]", z: "f32[]", e: "f32[0, 3]"):
    mean: "f32[3, 2][2, 1]" = torch.ops.aten.mean.dim(x, [0])
    mean_1: "f32[1, 3, 1][3, 1, 1]" = torch.ops.aten.mean.dim(x, [0, -1], True)
    mean_2: "f32[2, 3, 1, 1][3, 1, 1, 1]" = torch.ops.aten.mean.dim(c, [2, 3], True)
    mean_3: "f64[3][1]" = torch.ops.aten.mean.dim(i, [1], dtype = torch.float64)
    mean_4: "f16[][]" = torch.ops.aten.mean.dim(h, None)
    mean_5: "f32[3][1]" = torch.ops.aten.mean.dim(e, [0])
    mean_6: "f32[][]" = torch.ops.aten.mean.default(x)
    mean_7: "f32[][]" = torch.ops.aten.mean.default(b16, dtype = torch.float32)
    var: "f32[4, 2][2, 1]" = torch.ops.aten.var.correction(x, [1], correction = 0)
    var_1: "f32[1, 1, 1, 1][1, 1, 1, 1]" = torch.ops.aten.var.correction(c, None, correction = None, keepdim = True)
    var_2: "f64[][]" = torch.ops.aten.var.correction(d, [0], correction = 2)
    std: "f32[1, 3, 1][3, 1, 1]" = torch.ops.aten.std.correction(x, [0, 2], correction = 1, keepdim = True)
    std_1: "bf16[][]" = torch.ops.aten.std.correction(b16, [], correction = None)
    amax: "f32[4, 2][2, 1]" = torch.ops.aten.amax.default(x, [1])
    amax_1: "i64[1, 1][1, 1]" = torch.ops.aten.amax.default(i, [], True)
    amax_2: "b8[3][1]" = torch.ops.aten.amax.default(b, [0])
    amax_3: "f32[0][1]" = torch.ops.aten.amax.default(e, [1])
    amin: "f32[4, 5][5, 1]" = torch.ops.aten.amin.default(c, [0, 1])
    amin_1: "f32[][]" = torch.ops.aten.amin.default(z)
    max_1 = torch.ops.aten.max.dim(x, 1)
    getitem: "f32[4, 2][2, 1]" = max_1[0]
    getitem_1: "i64[4, 2][2, 1]" = max_1[1]
    max_2 = torch.ops.aten.max.dim(u, -1, True)
    getitem_2: "u8[3, 1][1, 1]" = max_2[0]
    getitem_3: "i64[3, 1][1, 1]" = max_2[1]
    max_3 = torch.ops.aten.max.dim(z, 0)
    getitem_4: "f32[][]" = max_3[0]
    argmax: "i64[4, 3][3, 1]" = torch.ops.aten.argmax.default(x, 2)
    argmax_1: "i64[][]" = torch.ops.aten.argmax.default(c)
    argmax_2: "i64[1, 1][1, 1]" = torch.ops.aten.argmax.default(h, None, True)
    argmax_3: "i64[1, 4][4, 1]" = torch.ops.aten.argmax.default(i, 0, True)
    prod: "f32[4, 2][2, 1]" = torch.ops.aten.prod.dim_int(x, 1)
    prod_1: "i64[1, 4][4, 1]" = torch.ops.aten.prod.dim_int(u, 0, True)
    prod_2: "f32[3][1]" = torch.ops.aten.prod.dim_int(i, 1, dtype = torch.float32)
    prod_3: "f32[3][1]" = torch.ops.aten.prod.dim_int(e, 0)
    prod_4: "i64[][]" = torch.ops.aten.prod.default(b)
    prod_5: "f64[][]" = torch.ops.aten.prod.default(d)
    logsumexp: "f32[4, 2][2, 1]" = torch.ops.aten.logsumexp.default(x, [1])
    logsumexp_1: "f32[1, 3, 1, 5][15, 5, 5, 1]" = torch.ops.aten.logsumexp.default(c, [0, 2], True)
    logsumexp_2: "f32[4][1]" = torch.ops.aten.logsumexp.default(i, [0])
    logsumexp_3: "f32[1, 1, 1][1, 1, 1]" = torch.ops.aten.logsumexp.default(x, [], True)
    logsumexp_4: "bf16[3][1]" = torch.ops.aten.logsumexp.default(b16, [1])
    return (mean, mean_1, mean_2, mean_3, mean_4, mean_5, mean_6, mean_7, var, var_1, var_2, std, std_1, amax, amax_1, amax_2, amax_3, amin, amin_1, getitem, getitem_1, getitem_2, getitem_3, getitem_4, argmax, argmax_1, argmax_2, argmax_3, prod, prod_1, prod_2, prod_3, prod_4, prod_5, logsumexp, logsumexp_1, logsumexp_2, logsumexp_3, logsumexp_4)
