# gelu's result has no elements (a slice past the end); in place it takes the slice's strides and
# offset. native_group_norm reads no element of it in any layout, and since c10 counts an empty
# tensor as contiguous its meta rule accepts the new layout, so gelu goes in place. Found by a
# sound `campaign --certify` at 40 nodes (seed 21730) once group norm accepted empty inputs: the
# certificate's layout-kernel obligation refuted the right rewrite (a layout change of an input
# without elements is no kernel's to see; rewritten-meta judges whether the meta rule accepts).
# policy: sound
# expect: inplaced gelu -> gelu_.default (saves 0 bytes)
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x_1: "f32[1, 1]", w: "f32[1, 2]"):
    mm = torch.ops.aten.mm.default(x_1, w);  x_1 = w = None
    view = torch.ops.aten.view.default(mm, [1, 1, -1, 1, 1]);  mm = None
    permute = torch.ops.aten.permute.default(view, [2, 0, 3, 1, 4]);  view = None
    select_1 = torch.ops.aten.select.int(permute, 0, 0);  permute = None
    slice = torch.ops.aten.slice.Tensor(select_1, 0, 1);  select_1 = None
    gelu = torch.ops.aten.gelu.default(slice);  slice = None
    native_group_norm = torch.ops.aten.native_group_norm.default(gelu, None, None, 1, 0, 0, 1, 0.0);  gelu = None
    getitem = native_group_norm[0];  native_group_norm = None
    return getitem
