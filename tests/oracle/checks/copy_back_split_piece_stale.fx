# x is overwritten by an unrelated value at the end; a piece of add_1's split, had add_1 been
# written into x, would read that value. Found by the sound campaign (see
# copy_back_split_piece_returned.fx).
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=copy-back-value --unsafe-skip-check=returned-input => value-mismatch at getitem
def forward(self, x: "f32[1]", add: "f32[1]"):
    add_1 = torch.ops.aten.add.Tensor(x, 0.0)
    split = torch.ops.aten.split.Tensor(add_1, 1);  add_1 = None
    getitem = split[0];  split = None
    copy_ = torch.ops.aten.copy_.default(x, add);  x = add = None
    return getitem
