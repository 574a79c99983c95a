# In place, relu's result has stride 2 on its one dimension, of size 1, instead of 1, at the same
# offset: every storage position holds the element it held. as_strided addresses positions from
# the offset whatever its input's strides, so it reads alike and relu goes in place.
# policy: sound
# expect: inplaced relu -> relu_.default (saves 4 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    as_strided = torch.ops.aten.as_strided.default(relu, [1, 1], [0, 0]);  relu = None
    return as_strided
