# expect: 3:5: mvlgamma.default: mvlgamma with p = 4611686018427387904 computes 4 x p lgamma terms, beyond the 2^24 the reference computes
def forward(self, x: "f32[4]"):
    out = torch.ops.aten.mvlgamma.default(x, 4611686018427387904)
    return out
