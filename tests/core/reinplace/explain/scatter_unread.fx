# slice_scatter writes back slice, an alias of relu's self taken before relu, so once relu is in
# place it would hold the value from before relu. But nobody reads an element of slice_scatter:
# its only reader is an empty slice. It goes, and relu goes in place; the certificate's
# scatter-unread obligation checks that it is read only through views without elements. Found
# by the missed-rewrite campaign (seed 4788699); scatter_read_through_view.fx reads it.
# policy: sound
# expect: inplaced relu -> relu_.default
# expect: removed slice_scatter: nobody reads an element of it
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice)
    slice_scatter = torch.ops.aten.slice_scatter.default(relu, slice, 0, None, None, 2);  slice = None
    slice_2 = torch.ops.aten.slice.Tensor(slice_scatter, 0, None, 0);  slice_scatter = None
    return (slice_2, relu)
