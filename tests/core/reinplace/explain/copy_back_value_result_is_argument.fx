# conj_physical of a real tensor returns its argument itself (no copy). With add written into
# input x, conj_physical would be x's memory too, which copy__1 then overwrites before the output
# reads it: the sound policy wrote add into x anyway (the copy-back check followed the views of
# the moved value, not a result that is its argument) and the program returned add_1's value.
# Found by a 48-node sound campaign (seed 159237, shrunk from 46 to 3 ops; ATen confirmed).
# policy: sound
# expect: kept add: conj_physical would live in input x, which copy__1 overwrites before output reads it [copy-back-value]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=copy-back-value --unsafe-skip-check=returned-input => value-mismatch at x
# oracle: pytorch => equivalent
def forward(self, x: "f32[]", add_1: "f32[]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    conj_physical = torch.ops.aten.conj_physical.default(add);  add = None
    copy__1 = torch.ops.aten.copy_.default(x, add_1);  x = add_1 = None
    return conj_physical
