# In place, relu (a strided select of a permuted view) keeps its self's strides [6, 1, 2, 1], and
# _reshape_alias, traced with strides [0, 1, 0], reads other positions at index 1. Only the
# first piece of split over _unsafe_view (a view ATen makes without saying so) is read, index
# 0, which holds relu's element 0 in both layouts: relu goes in place. Found by a sound
# `campaign --certify` at 40 nodes (seed 31775): the certificate followed views but not hidden
# ones, counted _unsafe_view as reading all of _reshape_alias, and refuted the right rewrite.
# policy: sound
# expect: inplaced relu -> relu_.default (saves 12 bytes)
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x_1: "f32[1, 1]", w: "f32[1, 6]"):
    mm = torch.ops.aten.mm.default(x_1, w);  x_1 = w = None
    view = torch.ops.aten.view.default(mm, [1, -1, 2, 1, 1]);  mm = None
    permute = torch.ops.aten.permute.default(view, [2, 0, 3, 1, 4]);  view = None
    select = torch.ops.aten.select.int(permute, 0, 0);  permute = None
    relu = torch.ops.aten.relu.default(select);  select = None
    _reshape_alias = torch.ops.aten._reshape_alias.default(relu, [1, 2, 1], [0, 1, 0]);  relu = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(_reshape_alias, [-1]);  _reshape_alias = None
    split = torch.ops.aten.split.Tensor(_unsafe_view, 1);  _unsafe_view = None
    getitem = split[0];  split = None
    return getitem
