# In place, relu's result is every other element of clone (stride 2) where a fresh one is
# dense. as_strided reads storage positions from its input's offset: position 0 holds relu's
# element 0 in both layouts, which is all that as_strided_1 (a 0-d view) and as_strided_2
# (one element read twice, strides 0) read, so relu goes in place. Found by the missed-rewrite
# campaign (seeds 56519 and 66788).
# policy: sound
# expect: inplaced relu -> relu_.default (saves 12 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[6]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice_1);  slice_1 = None
    as_strided_1 = torch.ops.aten.as_strided.default(relu, [], [])
    as_strided_2 = torch.ops.aten.as_strided.default(relu, [1, 1], [0, 0]);  relu = None
    return (as_strided_1, as_strided_2)
