# expect: 2:48: parameter 'b' is i32 but shares storage 's' with 'a', which is f32; parameters sharing a storage must have one dtype
def forward(self, a: "f32[4] in s", b: "i32[4] in s"):
    return (a, b)
