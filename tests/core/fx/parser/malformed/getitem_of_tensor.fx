# expect: 3:5: 'x' is not a list of tensors and cannot be indexed
def forward(self, x: "f32[4]"):
    a = x[0]
    return a
