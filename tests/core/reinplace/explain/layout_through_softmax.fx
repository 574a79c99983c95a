# In place, relu's result has stride 2 on its one dimension, of size 1, instead of 1: the same
# element. _softmax_backward_data reads it alike, and it also reads _softmax's result: the pass
# runs _softmax's meta rule on relu's new layout, which lays the result out as before, so the
# change stops there and relu goes in place.
# policy: sound
# expect: inplaced relu -> relu_.default (saves 4 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    _softmax = torch.ops.aten._softmax.default(relu, 0, False)
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(relu, _softmax, 0, torch.float32);  relu = _softmax = None
    return _softmax_backward_data
