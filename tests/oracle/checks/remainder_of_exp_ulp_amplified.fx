# exp of large values, then remainder by 1, both in place into mm's storage: torch's exp
# (Sleef on contiguous rows) and the reference's (libm) are an ulp apart, about 0.03 at these
# magnitudes, and remainder keeps that absolute difference in a result below 1 (0.21875 against
# 0.1875), beyond a tolerance relative to the result. exp_ writes mm's storage, which remainder_
# writes again, so the run's end holds only remainder's values: ATen's run was not anchored to
# the reference's exp, and the two oracles disagreed at mm. Now the reference's run keeps a copy
# of what each such write left, taken when the next node reads it (aten/anchoring_plan.h's
# WriteSnapshots), and ATen's exp_ is settled to it, so remainder_ computes from the same values
# in both. Found by campaign --oracle=both (seed 60947, 6 of 63,000 graphs). w passes through a
# multiply by 1 so that it is drawn from [-8, 8) as it was then, not at its fan-in's scale as
# mm's mat2 (oracle/inputs/value_roles.h), where the exps stay small and the oracles agree.
# oracle-both-trials: 20
# oracle: sound => equivalent
def forward(self, x: "f32[]", x_1: "f32[1, 3]", w: "f32[3, 6]"):
    w_large = torch.ops.aten.mul.Tensor(w, 1.0);  w = None
    mm = torch.ops.aten.mm.default(x_1, w_large);  x_1 = w_large = None
    view = torch.ops.aten.view.default(mm, [1, 1, -1, 1, 1]);  mm = None
    permute = torch.ops.aten.permute.default(view, [2, 0, 3, 1, 4]);  view = None
    select = torch.ops.aten.select.int(permute, 0, 0);  permute = None
    _reshape_alias = torch.ops.aten._reshape_alias.default(select, [2, 1, 1], [1, 0, 0]);  select = None
    select_2 = torch.ops.aten.select.int(_reshape_alias, 1, 0);  _reshape_alias = None
    mul = torch.ops.aten.mul.Tensor(select_2, 0.5);  select_2 = None
    _reshape_alias_2 = torch.ops.aten._reshape_alias.default(mul, [2], [1]);  mul = None
    exp = torch.ops.aten.exp.default(_reshape_alias_2);  _reshape_alias_2 = None
    remainder = torch.ops.aten.remainder.Scalar(exp, 1);  exp = None
    return remainder
