# expect: 3:12: '{' is never closed
def forward(self, x: "f32[2]"):
    return {'a': x
