# A mutating graph, as the pass produces: in-place ops and copy_ write through views.
def forward(self, x: "f32[4, 4]", y: "f32[4]"):
    clone = torch.ops.aten.clone.default(x)
    add_ = torch.ops.aten.add_.Tensor(clone, 1)
    select = torch.ops.aten.select.int(clone, 0, 2)
    mul_ = torch.ops.aten.mul_.Tensor(select, y)
    slice_1 = torch.ops.aten.slice.Tensor(clone, 1, 0, 2)
    zeros = torch.ops.aten.zeros.default([4, 2], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    copy_ = torch.ops.aten.copy_.default(slice_1, zeros)
    relu_ = torch.ops.aten.relu_.default(clone)
    return (clone,)
