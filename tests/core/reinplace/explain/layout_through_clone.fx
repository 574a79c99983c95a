# In place, cumsum's result keeps relu's transposed strides [1, 5]. clone preserves the format,
# so its result is transposed too (its meta rule, run on the new layout, says so), and sum's
# association order follows its input's strides: cumsum stays functional.
# policy: sound
# expect: kept cumsum: in place the result would have strides [1, 5] instead of [5, 1], which sum_1 depends on [layout-preserved]
# oracle: sound => equivalent
def forward(self, x: "f32[5, 5][1, 5]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    cumsum = torch.ops.aten.cumsum.default(relu, 0);  relu = None
    clone = torch.ops.aten.clone.default(cumsum);  cumsum = None
    sum_1 = torch.ops.aten.sum.dim_IntList(clone, [1]);  clone = None
    return sum_1
