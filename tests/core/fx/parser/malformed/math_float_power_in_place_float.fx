# expect: 3:5: float_power_.Scalar: the base given to float_power_ has dtype Float but the operation's result requires dtype Double
def forward(self, x: "f32[4]"):
    out = torch.ops.aten.float_power_.Scalar(x, 2)
    return out
