# In place, relu's result is every other element of clone (stride 2): as_strided then reads a
# position between relu's elements. But the only reader of what as_strided reads is a batch
# norm whose results nobody uses and which writes nothing (no running stats): what it computes
# is never seen, and its meta rule accepts the new layout, so relu goes in place. Found by the
# missed-rewrite campaign (seed 334718).
# policy: sound
# expect: inplaced relu -> relu_.default (saves 8 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[2, 2]"):
    clone = torch.ops.aten.clone.default(x)
    slice = torch.ops.aten.slice.Tensor(clone, 1, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    view = torch.ops.aten.view.default(relu, [-1]);  relu = None
    as_strided = torch.ops.aten.as_strided.default(view, [1, 2], [0, 1]);  view = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(as_strided, None, None, None, None, True, 0.0, 0.0);  as_strided = None
    return x
