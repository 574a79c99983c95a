# expect: 2:5: expected 'forward', found 'backward'
def backward(self, x: "f32[4]"):
    return x
