# expect: 3:5: addr.default: value cannot be converted to type int8_t without overflow
def forward(self, s: "i8[5, 4]", a: "i8[5]", b: "i8[4]"):
    y = torch.ops.aten.addr.default(s, a, b, alpha = 300)
    return y
