# In-place view ops restride their self and return it: t_, transpose_, squeeze_, unsqueeze_,
# as_strided_, detach_ (each result used afterwards instead of the value it changed), then a
# write through the new layout; detach_ on a clone (torch refuses it on a view, and inputs are views of
# their storage).
def forward(self, x: "f32[3, 4]", y: "f32[1, 4, 1]", z: "f32[2, 3, 4]", w: "f32[12]"):
    t_ = torch.ops.aten.t_.default(x)
    select = torch.ops.aten.select.int(t_, 0, 1)
    squeeze_ = torch.ops.aten.squeeze_.default(y)
    unsqueeze_ = torch.ops.aten.unsqueeze_.default(squeeze_, 0)
    transpose_ = torch.ops.aten.transpose_.default(z, 0, 2)
    select_1 = torch.ops.aten.select.int(transpose_, 0, 3)
    as_strided_ = torch.ops.aten.as_strided_.default(w, [3, 3], [3, 1], 2)
    add_ = torch.ops.aten.add_.Tensor(as_strided_, 1)
    clone = torch.ops.aten.clone.default(t_)
    detach_ = torch.ops.aten.detach_.default(clone)
    return (t_, select, unsqueeze_, transpose_, select_1, add_, detach_)
