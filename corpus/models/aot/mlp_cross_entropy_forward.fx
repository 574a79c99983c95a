# mlp_cross_entropy: the forward graph AOTAutograd (functorch.compile) makes
# traced by aot_function in torch 1.13.0a0
def forward(self, primals_1: "f32[16, 8]", primals_2: "f32[16]", primals_3: "f32[4, 16]", primals_4: "f32[4]", primals_5: "f32[4, 8]", primals_6: "i64[4]"):
    t: "f32[8, 16][1, 8]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm: "f32[4, 16][16, 1]" = torch.ops.aten.addmm.default(primals_2, primals_5, t);  primals_2 = t = None
    relu: "f32[4, 16][16, 1]" = torch.ops.aten.relu.default(addmm);  addmm = None
    t_1: "f32[16, 4][1, 16]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
    addmm_1: "f32[4, 4][4, 1]" = torch.ops.aten.addmm.default(primals_4, relu, t_1);  primals_4 = None
    _log_softmax: "f32[4, 4][4, 1]" = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, primals_6, None, 1, -100)
    getitem: "f32[][]" = nll_loss_forward[0]
    getitem_1: "f32[][]" = nll_loss_forward[1];  nll_loss_forward = None
    return [getitem, primals_5, primals_6, relu, t_1, _log_softmax, getitem_1]
