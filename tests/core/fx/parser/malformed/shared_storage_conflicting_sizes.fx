# expect: 2:52: storage 's' has 12 elements here but 10 at 2:30
def forward(self, a: "f32[4] in s[10]", b: "f32[4] in s[12]"):
    return (a, b)
