# torch's pass writes relu_ and mul_ into index's result, so the group norm after an eval batch
# norm reads a contiguous tensor where the functional program gave it a channels-last one. The
# reference's channels-last group norm sums within the tolerance of torch's, not bit for bit,
# and on seed 6 its two runs were an ulp apart (value-mismatch) where ATen's were equal: --oracle=both
# reported a disagreement. The reference's runs agreeing within the tolerance and ATen's exactly,
# ATen's verdict (equivalent) is the verdict. On seeds 2, 4 and 7 torch's own runs are an ulp
# apart too, and both oracles say value-mismatch. Found by campaign --policy=pytorch
# --oracle=both --nodes=40 (seed 63629), shrunk from 57 ops.
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
    return getitem_1
