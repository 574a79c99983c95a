# expect: 3:5: scatter_reduce.two: "scatter_gather_tensor_cpu_reduce_mean" not implemented for 'Bool'
def forward(self, x: "b8[3, 4]", i: "i64[2, 2]", s: "b8[2, 2]"):
    y = torch.ops.aten.scatter_reduce.two(x, 1, i, s, 'mean')
    return y
