# _unsafe_view returns a view of its input, though its schema hands the result out as a new
# value. Writing into it in place would change clone, which is returned: torch's pass sees the
# shared storage and keeps add; so must both policies.
def forward(self, arg0_1: "f32[2, 2]"):
    clone = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4])
    add = torch.ops.aten.add.Tensor(_unsafe_view, 1);  _unsafe_view = None
    return (add, clone)
