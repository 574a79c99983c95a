# expect: 3:5: max_pool3d_with_indices.default: "max_pool3d_with_indices_cpu" not implemented for 'BFloat16'
def forward(self, x: "bf16[2, 3, 5, 6, 7]"):
    y = torch.ops.aten.max_pool3d_with_indices.default(x, [2])
    return y
