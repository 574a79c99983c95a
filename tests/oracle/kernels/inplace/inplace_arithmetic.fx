# In-place arithmetic keeps self's dtype (results computed in the promoted type, then
# converted) and writes through views of an input: rows, strided columns, a transpose.
def forward(self, w: "f32[4, 6]", r: "f32[6]", h: "f16[6]", i: "i32[3, 4]", n: "i64[4]", x: "f64[3, 3]"):
    select = torch.ops.aten.select.int(w, 0, 1)
    add_ = torch.ops.aten.add_.Tensor(select, r, alpha = 2)
    slice_1 = torch.ops.aten.slice.Tensor(w, 1, 0, 6, 3)
    mul_ = torch.ops.aten.mul_.Scalar(slice_1, 0.1)
    t = torch.ops.aten.t.default(w)
    slice_2 = torch.ops.aten.slice.Tensor(t, 0, 1, 5)
    sub_ = torch.ops.aten.sub_.Tensor(slice_2, 1.5)
    add__1 = torch.ops.aten.add_.Tensor(h, r)
    mul__1 = torch.ops.aten.mul_.Tensor(h, 0.3)
    add__2 = torch.ops.aten.add_.Scalar(i, 2, 3)
    mul__2 = torch.ops.aten.mul_.Tensor(i, n)
    div_ = torch.ops.aten.div_.Tensor_mode(i, 3, rounding_mode = 'floor')
    t_1 = torch.ops.aten.t.default(x)
    div__1 = torch.ops.aten.div_.Tensor(x, 7)
    return (w, h, i, x)
