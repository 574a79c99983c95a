# expect: 3:5: index.Tensor: index.Tensor with a byte mask: the result's size depends on the mask's values (how many are true), which meta propagation does not know; index with long indices
def forward(self, x: "f32[3, 4, 5]", m: "u8[4]"):
    y = torch.ops.aten.index.Tensor(x, [None, m])
    return y
