# expect: 2:22: tensor of shape [100000, 100000, 100000] exceeds the limit of 2147483648 elements
def forward(self, x: "f32[100000, 100000, 100000]"):
    return x
