# expect: 3:5: norm.ScalarOpt_dim: dim 1 appears multiple times in the list of dims
def forward(self, x: "f32[3, 4]"):
    y = torch.ops.aten.norm.ScalarOpt_dim(x, 3, [1, -1])
    return y
