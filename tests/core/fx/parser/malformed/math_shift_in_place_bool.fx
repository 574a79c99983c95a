# expect: 3:5: bitwise_left_shift_.Tensor_Scalar: result type Long can't be cast to the desired output type Bool
def forward(self, x: "b8[4]"):
    out = torch.ops.aten.bitwise_left_shift_.Tensor_Scalar(x, 1)
    return out
