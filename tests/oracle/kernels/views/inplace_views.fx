# In-place view ops change the layout every later use sees: t_, transpose_, squeeze_,
# unsqueeze_, as_strided_, detach_; then a write through the changed layout.
def forward(self, x: "f32[3, 4]", y: "f32[1, 4, 1]", z: "f32[2, 3, 4]", w: "f32[12]"):
    t_ = torch.ops.aten.t_.default(x)
    select = torch.ops.aten.select.int(x, 0, 1)
    squeeze_ = torch.ops.aten.squeeze_.default(y)
    unsqueeze_ = torch.ops.aten.unsqueeze_.default(y, 0)
    transpose_ = torch.ops.aten.transpose_.default(z, 0, 2)
    select_1 = torch.ops.aten.select.int(z, 0, 3)
    as_strided_ = torch.ops.aten.as_strided_.default(w, [3, 3], [3, 1], 2)
    add_ = torch.ops.aten.add_.Tensor(w, 1)
    detach_ = torch.ops.aten.detach_.default(w)
    return (x, select, y, z, select_1, w)
