# expect: 2:22: stride 9223372036854775807 exceeds the limit of 2^40
def forward(self, x: "f32[2][9223372036854775807]"):
    return x
