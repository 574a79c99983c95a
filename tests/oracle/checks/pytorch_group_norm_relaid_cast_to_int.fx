# The group norm relaid by torch's pass (pytorch_group_norm_relaid_ulp_in_the_reference_only.fx)
# with its rstd scaled and cast to int64. On seed 4 both oracles' runs differ (1323996 against
# 1323998): value-mismatch. Asking whether the reference's runs differ by rounding alone reads
# the floats a returned cast converted, which a judged run no longer holds: an unchecked vector
# read crashed the check (std::out_of_range) before values of let-go nodes read as none.
# oracle: sound => equivalent
def forward(self, x: "f32[]", y: "f32[1, 1]", x_1: "f32[2, 1]", w: "f32[1, 6]", bias: "f32[2]", running_var: "f32[2]", weight: "f32[2]", arange: "i64[1]", _reshape_alias_1: "f32[1, 1, 1]", _reshape_alias: "f32[1, 1, 1]", select_2: "f32[2][6]@5"):
    mm = torch.ops.aten.mm.default(x_1, w);  x_1 = w = None
    view = torch.ops.aten.view.default(mm, [1, -1, 3, 2, 1]);  mm = None
    permute = torch.ops.aten.permute.default(view, [2, 0, 3, 1, 4]);  view = None
    select_1 = torch.ops.aten.select.int(permute, 0, 2);  permute = None
    index = torch.ops.aten.index.Tensor(select_1, [arange]);  select_1 = arange = None
    relu_2 = torch.ops.aten.relu.default(index);  index = None
    mul = torch.ops.aten.mul.Tensor(relu_2, -1);  relu_2 = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(mul, None, bias, select_2, running_var, False, 0.0, 1e-05);  mul = bias = select_2 = running_var = None
    getitem = native_batch_norm[0];  native_batch_norm = None
    native_group_norm = torch.ops.aten.native_group_norm.default(getitem, weight, weight, 1, 2, 2, 1, 0.0);  getitem = weight = None
    getitem_1 = native_group_norm[2];  native_group_norm = None
    mul_1 = torch.ops.aten.mul.Tensor(getitem_1, 1000000.0);  getitem_1 = None
    _to_copy = torch.ops.aten._to_copy.default(mul_1, dtype = torch.int64);  mul_1 = None
    return _to_copy
