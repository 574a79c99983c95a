# In place, relu's result (every other column of a clone, one column) has strides [1, 2] instead
# of [1, 1]: only the stride of a size-1 dimension changes. add_1 lays its result out after it
# ([1, 4] instead of [1, 1]), and remainder_1 broadcasts that dimension to 4 (stride 0). Its
# vectorized and scalar loops disagree on NaN, and which elements take which loop follows the
# strides; here the same 16 elements take the same loop in either layout (worked out as the
# oracle runs it), so relu goes in place. layout_minimum_loop.fx is a layout where they do not.
# policy: sound
# expect: inplaced relu -> relu_.default (saves 16 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[4, 1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 1, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    view = torch.ops.aten.view.default(relu, [-1])
    add_1 = torch.ops.aten.add.Tensor(relu, 0);  relu = None
    remainder_1 = torch.ops.aten.remainder.Tensor(add_1, view);  add_1 = view = None
    return remainder_1
