# expect: 2:22: bad meta annotation "f32[1000000, 1000000, 0, 1000000, 1000000, 1000000]": sizes [1000000, 1000000, 0, 1000000, 1000000, 1000000] overflow 64-bit strides
def forward(self, x: "f32[1000000, 1000000, 0, 1000000, 1000000, 1000000]"):
    return x
