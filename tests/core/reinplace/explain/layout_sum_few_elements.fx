# In place, cumsum's result keeps relu's transposed strides [1, 4], and clone keeps them. sum's
# association order follows its input's strides, but each output here sums 4 elements along one
# dim: every loop of torch 1.13's cascade sum then adds them in index order from +0, so the sums
# agree bitwise in either layout and cumsum goes in place. Summing more
# (layout_sum_many_elements.fx) or over two dims (layout_sum_two_dims.fx) keeps it.
# policy: sound
# expect: inplaced cumsum -> cumsum_.default (saves 80 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[4, 5][1, 4]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    cumsum = torch.ops.aten.cumsum.default(relu, 0);  relu = None
    clone = torch.ops.aten.clone.default(cumsum);  cumsum = None
    sum_1 = torch.ops.aten.sum.dim_IntList(clone, [0]);  clone = None
    return sum_1
