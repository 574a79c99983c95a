# sum.default sums every element into a 0-dim tensor: integers and bool sum to i64, a dtype
# argument sets the result's dtype, an empty input sums to 0. Meta observed in torch 1.13.
def forward(self, x: "f32[3, 4][1, 3]", i: "i32[2, 3]", b: "b8[5]", h: "f16[3, 2]", e: "f32[0, 3]"):
    sum_1: "f32[][]" = torch.ops.aten.sum.default(x)
    sum_2: "i64[][]" = torch.ops.aten.sum.default(i)
    sum_3: "i64[][]" = torch.ops.aten.sum.default(b)
    sum_4: "f16[][]" = torch.ops.aten.sum.default(h)
    sum_5: "f64[][]" = torch.ops.aten.sum.default(x, dtype = torch.float64)
    sum_6: "f32[][]" = torch.ops.aten.sum.default(e)
    return (sum_1, sum_2, sum_3, sum_4, sum_5, sum_6)
