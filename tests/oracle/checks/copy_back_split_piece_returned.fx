# A piece of a split of a value moved into input x is returned: it would share memory with x.
# Found by the sound campaign once input updates were generated (the piece names the split's
# source as its view source, and the search for moved values missed it).
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=returned-input => output-aliasing at getitem
def forward(self, x: "f32[1]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    split = torch.ops.aten.split.Tensor(add, 1)
    getitem = split[0];  split = None
    copy_ = torch.ops.aten.copy_.default(x, add);  x = add = None
    return getitem
