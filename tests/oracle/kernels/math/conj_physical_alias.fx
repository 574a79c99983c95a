# conj_physical of a real tensor returns the tensor itself (torch 1.13's composite), so a write
# through its result is a write into its argument; conj_physical_ writes nothing (an expanded
# self included).
# trials: seed=0 seed=1:special
def forward(self, x: "f32[4, 3]", e: "i64[4, 3][0, 1]"):
    c = torch.ops.aten.clone.default(x)
    y = torch.ops.aten.conj_physical.default(c)
    z = torch.ops.aten.add_.Tensor(y, 1)
    w = torch.ops.aten.conj_physical_.default(e)
    return (c, z, w)
