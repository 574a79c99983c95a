# As layout_sum_few_elements.fx, but each output sums 20 elements: in place the order of the
# additions follows the transposed strides and the sums differ in the last bits.
# policy: sound
# expect: kept cumsum: in place the result would have strides [1, 20] instead of [5, 1], which sum_1 depends on [layout-preserved]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch
def forward(self, x: "f32[20, 5][1, 20]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    cumsum = torch.ops.aten.cumsum.default(relu, 0);  relu = None
    clone = torch.ops.aten.clone.default(cumsum);  cumsum = None
    sum_1 = torch.ops.aten.sum.dim_IntList(clone, [0]);  clone = None
    return sum_1
