# expect: 2:22: bad meta annotation "f32[4] in s[-4]": the size of storage 's' must be a number of elements, got [-4]
def forward(self, a: "f32[4] in s[-4]"):
    return a
