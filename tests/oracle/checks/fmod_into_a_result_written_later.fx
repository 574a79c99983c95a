# expm1 of a bmm, then fmod by a piece of that bmm: the pass writes fmod_ into expm1's result,
# so the run's end holds fmod's values only, and expm1's result was never anchored to the
# reference's. ATen's expm1 and the reference's are an ulp apart near 20; fmod by a divisor near
# 3 keeps that difference where it crosses a multiple (16.80 against 19.48). Now a fresh result
# that a later node writes is copied in the reference's run when its first reader runs
# (aten/anchoring_plan.h's WriteSnapshots), and ATen's result is settled to it, as a result no
# node writes is anchored. An oracle-disagreement found by campaign --oracle=both --nodes=40
# (seed 7272, 3 of 20,000), shrunk from 51 ops.
# oracle: sound => equivalent
# oracle-both-trials: 20
def forward(self, x: "f32[]", x_1: "f32[2, 1]", w: "f32[1, 9]"):
    mm = torch.ops.aten.mm.default(x_1, w);  x_1 = w = None
    view = torch.ops.aten.view.default(mm, [-1, 1, 3, 1, 2]);  mm = None
    permute = torch.ops.aten.permute.default(view, [2, 0, 3, 1, 4]);  view = None
    select = torch.ops.aten.select.int(permute, 0, 0)
    select_1 = torch.ops.aten.select.int(permute, 0, 1);  permute = None
    add = torch.ops.aten.add.Tensor(select, 0);  select = None
    _reshape_alias = torch.ops.aten._reshape_alias.default(add, [2, 2, 3], [0, 3, 1]);  add = None
    _reshape_alias_1 = torch.ops.aten._reshape_alias.default(select_1, [2, 3, 2], [0, 1, 9]);  select_1 = None
    bmm = torch.ops.aten.bmm.default(_reshape_alias, _reshape_alias_1);  _reshape_alias = _reshape_alias_1 = None
    expm1 = torch.ops.aten.expm1.default(bmm)
    split = torch.ops.aten.split.Tensor(bmm, 1);  bmm = None
    getitem = split[0];  split = None
    fmod = torch.ops.aten.fmod.Tensor(expm1, getitem);  expm1 = getitem = None
    return fmod
