# expect: equivalent
def forward(self, x_1: "i64[4]"):
    zeros_like = torch.ops.aten.mul.Tensor(x_1, 0)
    div = torch.ops.aten.div.Tensor_mode(x_1, zeros_like, rounding_mode = 'floor');  x_1 = zeros_like = None
    return div
