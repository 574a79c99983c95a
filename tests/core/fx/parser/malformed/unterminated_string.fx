# expect: 2:22: unterminated string
def forward(self, x: "f32[4]):
    return x
