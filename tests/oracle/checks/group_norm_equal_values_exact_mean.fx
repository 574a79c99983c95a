# Group norm of a group of equal values (the maximum of y and z * z, for every element): torch
# 1.13's contiguous kernel takes the moments by lane-wise Welford updates
# (oracle/kernels/rowwise_moments.h), so the mean is the value and the output exactly 0; the
# reference's sum times 1 / count was an ulp off, and training batch norm with eps 0 turned that
# ulp into +-1 where ATen gives 0. Found by campaign --oracle=both.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x: "f32[]", y: "f32[2, 3]", z: "f32[]", view: "i64[1, 1]"):
    pow = torch.ops.aten.pow.Tensor_Scalar(z, 2.0);  z = None
    maximum = torch.ops.aten.maximum.default(y, pow);  y = pow = None
    native_group_norm = torch.ops.aten.native_group_norm.default(maximum, None, None, 2, 3, 1, 1, 1.0);  maximum = None
    getitem = native_group_norm[0];  native_group_norm = None
    scatter = torch.ops.aten.scatter.value_reduce(getitem, 0, view, 0, reduce = 'multiply');  getitem = view = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(scatter, None, None, None, None, True, 0.0, 0.0);  scatter = None
    getitem_1 = native_batch_norm[0];  native_batch_norm = None
    return getitem_1
