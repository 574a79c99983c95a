# Integer kernels convert the bounds to the tensor's dtype first: -2 is 254 for u8, and a max of
# -56 is 200.
def forward(self, x: "u8[2, 3]", y: "i8[4]", z: "i32[3][2]"):
    clamp = torch.ops.aten.clamp.default(x, -2)
    clamp_1 = torch.ops.aten.clamp.default(x, None, -56)
    clamp_2 = torch.ops.aten.clamp.default(y, -3, 4)
    clamp_3 = torch.ops.aten.clamp.default(z, 2)
    return (clamp, clamp_1, clamp_2, clamp_3)
