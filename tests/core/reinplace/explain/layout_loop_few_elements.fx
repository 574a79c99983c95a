# In place, relu's result (a diagonal of a batch norm output) has strides [1, 6] instead of
# [1, 1]. floor_divide and minimum pick their vectorized or scalar loop by their operands'
# strides, but the vectorized loop runs only over rows of two vectors (16 floats): two elements
# are computed by the scalar loop in either layout, so relu goes in place, whatever the divisor.
# policy: sound
# expect: inplaced relu -> relu_.default (saves 8 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1, 2, 2]", running_mean: "f32[2]", running_var: "f32[2]", y: "f32[2, 1]"):
    native_batch_norm = torch.ops.aten.native_batch_norm.default(x, None, None, running_mean, running_var, False, 0.0, 0.0);  x = running_mean = running_var = None
    getitem = native_batch_norm[0];  native_batch_norm = None
    diagonal = torch.ops.aten.diagonal.default(getitem);  getitem = None
    relu = torch.ops.aten.relu.default(diagonal);  diagonal = None
    floor_divide = torch.ops.aten.floor_divide.Scalar(relu, 1e-30)
    minimum = torch.ops.aten.minimum.default(relu, y);  relu = y = None
    return (floor_divide, minimum)
