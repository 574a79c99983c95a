# A program as a user writes it, functionalized and traced by tools/torch_export.py function
# (make_fx of functionalize, torch 1.13); NAME.pytorch.expected is torch's pass on it:
#     def ln_gelu_mlp(x, w1, b1, w2, b2, g, bb):
#         h = F.layer_norm(x, (x.shape[-1],), g, bb)
#         h = F.gelu(F.linear(h, w1, b1))
#         out = F.linear(h, w2, b2)
#         out += x
#         return out
def forward(self, x_1: "f32[2, 4, 8]", w1_1: "f32[16, 8]", b1_1: "f32[16]", w2_1: "f32[8, 16]", b2_1: "f32[8]", g_1: "f32[8]", bb_1: "f32[8]"):
    native_layer_norm = torch.ops.aten.native_layer_norm.default(x_1, [8], g_1, bb_1, 1e-05);  g_1 = bb_1 = None
    getitem: "f32[2, 4, 8][32, 8, 1]" = native_layer_norm[0]
    getitem_1: "f32[2, 4, 1][4, 1, 1]" = native_layer_norm[1]
    getitem_2: "f32[2, 4, 1][4, 1, 1]" = native_layer_norm[2];  native_layer_norm = None
    t: "f32[8, 16][1, 8]" = torch.ops.aten.t.default(w1_1);  w1_1 = None
    view: "f32[8, 8][8, 1]" = torch.ops.aten.view.default(getitem, [8, 8]);  getitem = None
    addmm: "f32[8, 16][16, 1]" = torch.ops.aten.addmm.default(b1_1, view, t);  b1_1 = view = t = None
    view_1: "f32[2, 4, 16][64, 16, 1]" = torch.ops.aten.view.default(addmm, [2, 4, 16]);  addmm = None
    gelu: "f32[2, 4, 16][64, 16, 1]" = torch.ops.aten.gelu.default(view_1);  view_1 = None
    t_1: "f32[16, 8][1, 16]" = torch.ops.aten.t.default(w2_1);  w2_1 = None
    view_2: "f32[8, 16][16, 1]" = torch.ops.aten.view.default(gelu, [8, 16]);  gelu = None
    addmm_1: "f32[8, 8][8, 1]" = torch.ops.aten.addmm.default(b2_1, view_2, t_1);  b2_1 = view_2 = t_1 = None
    view_3: "f32[2, 4, 8][32, 8, 1]" = torch.ops.aten.view.default(addmm_1, [2, 4, 8]);  addmm_1 = None
    add: "f32[2, 4, 8][32, 8, 1]" = torch.ops.aten.add.Tensor(view_3, x_1);  view_3 = x_1 = None
    view_4: "f32[8, 8][8, 1]" = torch.ops.aten.view.default(add, [8, 8]);  add = None
    view_5: "f32[2, 4, 8][32, 8, 1]" = torch.ops.aten.view.default(view_4, [2, 4, 8]);  view_4 = None
    return view_5
