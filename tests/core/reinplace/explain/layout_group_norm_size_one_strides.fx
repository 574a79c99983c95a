# In place, relu's result (clone transposed, [1, 2]) has strides [1, 1] where a fresh one has
# [2, 1]: only the stride of a size-1 dimension changes, and maximum lays its result out alike.
# native_group_norm guesses channels-last from strides only for 4-d and 5-d inputs; a 2-d one
# must merely be contiguous, which size-1 strides do not decide. relu goes in place. Found by
# the missed-rewrite campaign (seed 262070).
# policy: sound
# expect: inplaced relu -> relu_.default (saves 8 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[2, 1]", select: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    t = torch.ops.aten.t.default(clone);  clone = None
    relu = torch.ops.aten.relu.default(t);  t = None
    maximum = torch.ops.aten.maximum.default(relu, select);  relu = select = None
    native_group_norm = torch.ops.aten.native_group_norm.default(maximum, None, None, 1, 2, 1, 1, 0.0);  maximum = None
    getitem_1 = native_group_norm[0];  native_group_norm = None
    return getitem_1
