# In-place comparisons write 0 / 1 in self's dtype (not bool).
def forward(self, f: "f32[3, 4]", g: "f32[4]", i: "i32[3, 4]", h: "f16[4]"):
    eq_ = torch.ops.aten.eq_.Scalar(i, 2)
    lt_ = torch.ops.aten.lt_.Tensor(f, g)
    ge_ = torch.ops.aten.ge_.Scalar(h, 0.5)
    return (eq_, lt_, ge_, i, f, h)
