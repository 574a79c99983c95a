# relu of a slice goes in place, so relu lives at offset 6 of clone; the pieces of its split are
# replayed there (dense rows), so their own relu needs no "could not be ruled out".
# policy: sound
# expect: inplaced relu -> relu_.default
# expect: inplaced relu_1 -> relu_.default
# oracle: sound => equivalent
def forward(self, x: "f32[4, 6]"):
    clone = torch.ops.aten.clone.default(x)
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, 1, 4)
    relu = torch.ops.aten.relu.default(slice_1)
    split = torch.ops.aten.split.Tensor(relu, 1)
    getitem = split[0]
    getitem_1 = split[1]
    relu_1 = torch.ops.aten.relu.default(getitem)
    return (relu_1, getitem_1)
