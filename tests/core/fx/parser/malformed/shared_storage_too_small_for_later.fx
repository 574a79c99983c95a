# expect: 2:56: storage 's' has 4 elements, too few for parameter 'b' (f32[4][1]@1), which reaches element 4
def forward(self, a: "f32[2] in s[4]", b: "f32[4][1]@1 in s"):
    return (a, b)
