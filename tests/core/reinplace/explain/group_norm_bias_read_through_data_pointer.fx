# torch 1.13's group norm reads its bias through the data pointer: select_2 (column 2 of mm, stride 3)
# is read as mm's positions 2 and 3, and position 3 is where relu, in place, would write through
# _reshape_alias_1. The later use counts the contiguous block such a kernel reads, not the view's
# elements. Found by the campaign test once the reference read the bias as torch does.
# policy: sound
# expect: kept relu: alias select_2 is used later by native_group_norm [later-use]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=later-use => value-mismatch at getitem
def forward(self, x: "f32[]", x_1: "f32[2, 1]", w: "f32[1, 3]", bmm: "f32[1, 2, 2]"):
    mm = torch.ops.aten.mm.default(x_1, w);  x_1 = w = None
    view = torch.ops.aten.view.default(mm, [1, -1, 1, 1, 1])
    permute = torch.ops.aten.permute.default(view, [2, 0, 3, 1, 4]);  view = None
    select = torch.ops.aten.select.int(permute, 0, 0)
    select_1 = torch.ops.aten.select.int(permute, 0, 0);  permute = None
    _reshape_alias_1 = torch.ops.aten._reshape_alias.default(select_1, [1, 1, 2], [0, 0, 3]);  select_1 = None
    relu = torch.ops.aten.relu.default(_reshape_alias_1);  _reshape_alias_1 = None
    select_2 = torch.ops.aten.select.int(mm, 1, 2);  mm = None
    native_group_norm = torch.ops.aten.native_group_norm.default(bmm, None, select_2, 1, 2, 2, 1, 0.0);  bmm = select_2 = None
    getitem = native_group_norm[0];  native_group_norm = None
    return getitem
