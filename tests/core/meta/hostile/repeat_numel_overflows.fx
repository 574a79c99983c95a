# expect: 3:5: repeat.default: repeat: size 4 * 4611686018427387904 overflows int64
def forward(self, x: "f32[4]"):
    r = torch.ops.aten.repeat.default(x, [4611686018427387904])
    return (r,)
