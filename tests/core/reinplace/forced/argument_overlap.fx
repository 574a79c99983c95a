# The forced-rewrite hook on a node the sound policy must keep: add reads clone.t() while
# writing clone. Forced past every check, add goes in place (and faults, as upstream's rewrite
# does); every other decision stays as it was.
# oracle: sound => equivalent
# oracle: sound --unsafe-force-rewrite=add => overlap-hazard at add
# oracle: sound --unsafe-force-rewrite=add:argument-overlap => overlap-hazard at add
# oracle: sound --unsafe-force-rewrite=add:later-use => equivalent
def forward(self, x: "f32[3, 3]", y: "f32[3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    t = torch.ops.aten.t.default(clone)
    add = torch.ops.aten.add.Tensor(clone, t);  clone = t = None
    clone_1 = torch.ops.aten.clone.default(y);  y = None
    mul = torch.ops.aten.mul.Tensor(clone_1, 2);  clone_1 = None
    relu = torch.ops.aten.relu.default(add);  add = None
    return (relu, mul)
