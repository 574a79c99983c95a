# expect: 3:5: deg2rad_.default: result type Float can't be cast to the desired output type Long
def forward(self, x: "i64[4]"):
    deg2rad_ = torch.ops.aten.deg2rad_.default(x)
    return deg2rad_
