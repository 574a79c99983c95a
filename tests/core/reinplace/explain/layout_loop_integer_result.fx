# In place, relu's result (a diagonal of a batch norm output) has strides [1, 6] instead of
# [1, 1]. floor_divide picks its vectorized or scalar loop by its operands' strides, and the two
# disagree only on floating special values: on eq's bool, promoted to an int64 result, they
# agree, so relu goes in place.
# policy: sound
# expect: inplaced relu -> relu_.default (saves 8 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1, 2, 2]", running_mean: "f32[2]", running_var: "f32[2]"):
    native_batch_norm = torch.ops.aten.native_batch_norm.default(x, None, None, running_mean, running_var, False, 0.0, 0.0);  x = running_mean = running_var = None
    getitem = native_batch_norm[0];  native_batch_norm = None
    diagonal = torch.ops.aten.diagonal.default(getitem);  getitem = None
    relu = torch.ops.aten.relu.default(diagonal);  diagonal = None
    eq = torch.ops.aten.eq.Scalar(relu, 0);  relu = None
    floor_divide = torch.ops.aten.floor_divide.Scalar(eq, 2);  eq = None
    return floor_divide
