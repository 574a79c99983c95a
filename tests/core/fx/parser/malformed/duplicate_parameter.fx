# expect: 2:32: duplicate parameter 'x'
def forward(self, x: "f32[4]", x: "f32[4]"):
    return x
