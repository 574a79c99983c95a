# expect: 3:5: addr.default: For integral input tensors, argument beta must not be a floating point number.
def forward(self, s: "i64[5, 4]", a: "i64[5]", b: "i64[4]"):
    y = torch.ops.aten.addr.default(s, a, b, beta = 0.5)
    return y
