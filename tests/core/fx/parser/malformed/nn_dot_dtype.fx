# expect: 3:5: dot.default: dot : expected both vectors to have same dtype, but found Float and Double
def forward(self, a: "f32[4]", b: "f64[4]"):
    y = torch.ops.aten.dot.default(a, b)
    return y
