# An op that returns nothing and writes the tensors of a list (the in-place _foreach ops, which
# optimizers emit): meta propagation read the first return of an empty list of returns (a crash),
# and the reference's overlap check took the written list for a tensor. Found by
# `reinplace ops --samples`.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x: "f32[3]", y: "f32[3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    _foreach_zero_ = torch.ops.aten._foreach_zero_.default([clone, y])
    add = torch.ops.aten.add.Tensor(clone, y)
    return add
