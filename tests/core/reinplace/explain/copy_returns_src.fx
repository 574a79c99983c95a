# aten.copy(self, src) returns src itself when src already has self's dtype and sizes (torch
# 1.13 implements it as src.to(self's dtype), then an expand and clone only when the shapes
# differ): copy is add, so mul_ into add would change what copy returns. The differential oracle
# (--oracle=both) found it: the reference had made copy a fresh tensor. make_fx never records
# such a copy (it sees the same tensor come back); hand-written and other tools' graphs do.
# policy: sound
# expect: kept mul: alias copy is used later by output [later-use]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=later-use --unsafe-skip-check=distinct-outputs => value-mismatch at copy
# oracle: pytorch => equivalent
def forward(self, a: "f32[2, 3]", x: "f32[2, 3]"):
    add = torch.ops.aten.add.Tensor(a, 1)
    copy = torch.ops.aten.copy.default(x, add);  x = None
    mul = torch.ops.aten.mul.Tensor(add, 2);  add = None
    return (copy, mul)
