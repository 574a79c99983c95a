# expect: 3:5: index.Tensor: ntensor >= 3 INTERNAL ASSERT FAILED: index.Tensor needs at least one index tensor (None entries and 0-dim masks index nothing)
def forward(self, x: "f32[3, 4, 5]"):
    y = torch.ops.aten.index.Tensor(x, [None, None])
    return y
