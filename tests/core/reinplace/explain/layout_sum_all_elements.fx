# As layout_sum_many_elements.fx, with sum.default (every element into one): in place the order
# of the additions follows the transposed strides and the sum differs in the last bits.
# policy: sound
# expect: kept cumsum: in place the result would have strides [1, 20] instead of [5, 1], which sum_1 depends on [layout-preserved]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch
def forward(self, x: "f32[20, 5][1, 20]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    cumsum = torch.ops.aten.cumsum.default(relu, 0);  relu = None
    clone = torch.ops.aten.clone.default(cumsum);  cumsum = None
    sum_1 = torch.ops.aten.sum.default(clone);  clone = None
    return sum_1
