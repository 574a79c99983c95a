# expect: 2:22: bad meta annotation "f32[4, 4][1]": 1 strides for 2 sizes
def forward(self, x: "f32[4, 4][1]"):
    return x
