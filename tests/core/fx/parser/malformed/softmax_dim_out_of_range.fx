# expect: 3:5: _log_softmax.default: Dimension out of range (expected to be in range of [-2, 1], but got 2)
def forward(self, x: "f32[2, 3]"):
    a = torch.ops.aten._log_softmax.default(x, 2, False)
    return a
