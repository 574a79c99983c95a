# mul writes the first half of clone, add reads the second half: both policies keep mul for
# add's later use of the other half (later-use), though the halves are disjoint. Forced, mul goes
# in place into getitem, and add is then kept instead: the output returns getitem's memory.
# oracle: pytorch => equivalent
# oracle: sound => equivalent
# oracle: sound --unsafe-force-rewrite=mul:later-use => equivalent
def forward(self, x: "f32[4, 3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    split = torch.ops.aten.split.Tensor(clone, 2);  clone = None
    getitem = split[0]
    getitem_1 = split[1];  split = None
    mul = torch.ops.aten.mul.Tensor(getitem, 2);  getitem = None
    add = torch.ops.aten.add.Tensor(getitem_1, 1);  getitem_1 = None
    return (mul, add)
