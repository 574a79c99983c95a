# As layout_sum_few_elements.fx, but each output sums 4 elements over two dims: which of the two
# is walked first follows the strides, so the order of the additions changes with the layout.
# policy: sound
# expect: kept cumsum: in place the result would have strides [1, 2, 4] instead of [10, 5, 1], which sum_1 depends on [layout-preserved]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch
def forward(self, x: "f32[2, 2, 5][1, 2, 4]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    cumsum = torch.ops.aten.cumsum.default(relu, 0);  relu = None
    clone = torch.ops.aten.clone.default(cumsum);  cumsum = None
    sum_1 = torch.ops.aten.sum.dim_IntList(clone, [0, 1]);  clone = None
    return sum_1
