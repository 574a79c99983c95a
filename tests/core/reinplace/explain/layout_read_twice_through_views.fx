# In place, cumsum's result keeps relu's transposed strides. add reads it twice, directly and
# through a view; the pass replays the view on where cumsum really lives, so add's own argument
# check sees two arguments with the same elements (a full overlap, which an elementwise op may
# write in place) in the real layout, and both go in place.
# policy: sound
# expect: inplaced cumsum -> cumsum_.default
# expect: inplaced add -> add_.Tensor
# oracle: sound => equivalent
def forward(self, x: "f32[3, 3][1, 3]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    cumsum = torch.ops.aten.cumsum.default(relu, 0);  relu = None
    view = torch.ops.aten.view.default(cumsum, [3, 3])
    add = torch.ops.aten.add.Tensor(cumsum, view);  cumsum = view = None
    return add
