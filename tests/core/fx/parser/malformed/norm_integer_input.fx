# expect: 3:5: norm.ScalarOpt_dim: norm(): input dtype should be either floating point or complex. Got Long instead.
def forward(self, x: "i64[4]"):
    y = torch.ops.aten.norm.ScalarOpt_dim(x, 2, [0])
    return y
