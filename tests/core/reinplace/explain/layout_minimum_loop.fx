# In place, mul_1 would live in x, strided [12, 4, 2], where a fresh result is contiguous.
# minimum's vectorized loop keeps the second operand of two equal values, its scalar loop the
# first, and which elements take which loop follows the operands' strides: with inputs holding
# -0.0 (seed 1, special values) the returned alias changed from 0.0 to -0.0. Found by
# fuzz_pipeline (sound policy).
# policy: sound
# expect: kept mul_1: in place the result would have strides [12, 4, 2] instead of [6, 2, 1], which minimum depends on [layout-preserved]
# oracle: sound => equivalent
def forward(self, x: "f32[3, 3, 2][12, 4, 2]", weight: "f32[2]"):
    clone = torch.ops.aten.clone.default(x)
    select = torch.ops.aten.select.int(clone, 0, 2)
    mul = torch.ops.aten.mul.Tensor(select, False);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, mul, 0, 0);  clone = mul = None
    _to_copy = torch.ops.aten._to_copy.default(select_scatter, dtype = torch.int64)
    mul_1 = torch.ops.aten.mul.Tensor(x, 1)
    minimum = torch.ops.aten.minimum.default(mul_1, _to_copy);  _to_copy = None
    alias = torch.ops.aten.alias.default(minimum)
    relu = torch.ops.aten.relu.default(alias)
    mul_2 = torch.ops.aten.mul.Tensor(weight, 0.5);  weight = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(minimum, [2], mul_2, None, 0.1);  minimum = mul_2 = None
    getitem = native_layer_norm[0];  native_layer_norm = None
    sub = torch.ops.aten.sub.Tensor(getitem, -2)
    copy_ = torch.ops.aten.copy_.default(x, mul_1);  x = mul_1 = None
    return (sub, select_scatter, alias, relu, getitem)
