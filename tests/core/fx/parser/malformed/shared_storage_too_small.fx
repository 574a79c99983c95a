# expect: 2:33: storage 's' has 10 elements, too few for parameter 'a' (f32[4, 4][4, 1]), which reaches element 15
def forward(self, a: "f32[4, 4] in s[10]"):
    return a
