# A program as a user writes it, functionalized and traced by tools/torch_export.py function
# (make_fx of functionalize, torch 1.13); NAME.pytorch.expected is torch's pass on it:
#     def lstm_step(x, h, c, w_ih, w_hh, b):
#         gates = x @ w_ih.t() + h @ w_hh.t() + b
#         i, f, g, o = gates.chunk(4, 1)
#         i = torch.sigmoid(i); f = torch.sigmoid(f); g = torch.tanh(g); o = torch.sigmoid(o)
#         c2 = f * c + i * g
#         h2 = o * torch.tanh(c2)
#         return h2, c2
def forward(self, x_1: "f32[3, 5]", h_1: "f32[3, 6]", c_1: "f32[3, 6]", w_ih_1: "f32[24, 5]", w_hh_1: "f32[24, 6]", b_1: "f32[24]"):
    t: "f32[5, 24][1, 5]" = torch.ops.aten.t.default(w_ih_1);  w_ih_1 = None
    mm: "f32[3, 24][24, 1]" = torch.ops.aten.mm.default(x_1, t);  x_1 = t = None
    t_1: "f32[6, 24][1, 6]" = torch.ops.aten.t.default(w_hh_1);  w_hh_1 = None
    mm_1: "f32[3, 24][24, 1]" = torch.ops.aten.mm.default(h_1, t_1);  h_1 = t_1 = None
    add: "f32[3, 24][24, 1]" = torch.ops.aten.add.Tensor(mm, mm_1);  mm = mm_1 = None
    add_1: "f32[3, 24][24, 1]" = torch.ops.aten.add.Tensor(add, b_1);  add = b_1 = None
    split = torch.ops.aten.split.Tensor(add_1, 6, 1);  add_1 = None
    getitem: "f32[3, 6][24, 1]" = split[0]
    getitem_1: "f32[3, 6][24, 1]@6" = split[1]
    getitem_2: "f32[3, 6][24, 1]@12" = split[2]
    getitem_3: "f32[3, 6][24, 1]@18" = split[3];  split = None
    sigmoid: "f32[3, 6][6, 1]" = torch.ops.aten.sigmoid.default(getitem);  getitem = None
    sigmoid_1: "f32[3, 6][6, 1]" = torch.ops.aten.sigmoid.default(getitem_1);  getitem_1 = None
    tanh: "f32[3, 6][6, 1]" = torch.ops.aten.tanh.default(getitem_2);  getitem_2 = None
    sigmoid_2: "f32[3, 6][6, 1]" = torch.ops.aten.sigmoid.default(getitem_3);  getitem_3 = None
    mul: "f32[3, 6][6, 1]" = torch.ops.aten.mul.Tensor(sigmoid_1, c_1);  sigmoid_1 = c_1 = None
    mul_1: "f32[3, 6][6, 1]" = torch.ops.aten.mul.Tensor(sigmoid, tanh);  sigmoid = tanh = None
    add_2: "f32[3, 6][6, 1]" = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = None
    tanh_1: "f32[3, 6][6, 1]" = torch.ops.aten.tanh.default(add_2)
    mul_2: "f32[3, 6][6, 1]" = torch.ops.aten.mul.Tensor(sigmoid_2, tanh_1);  sigmoid_2 = tanh_1 = None
    return (mul_2, add_2)
