# mlp_mse: the forward graph AOTAutograd (functorch.compile) makes
# traced by aot_function in torch 1.13.0a0
def forward(self, primals_1: "f32[16, 8]", primals_2: "f32[16]", primals_3: "f32[4, 16]", primals_4: "f32[4]", primals_5: "f32[4, 8]", primals_6: "f32[4, 4]"):
    t: "f32[8, 16][1, 8]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm: "f32[4, 16][16, 1]" = torch.ops.aten.addmm.default(primals_2, primals_5, t);  primals_2 = t = None
    relu: "f32[4, 16][16, 1]" = torch.ops.aten.relu.default(addmm);  addmm = None
    t_1: "f32[16, 4][1, 16]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
    addmm_1: "f32[4, 4][4, 1]" = torch.ops.aten.addmm.default(primals_4, relu, t_1);  primals_4 = None
    mse_loss: "f32[][]" = torch.ops.aten.mse_loss.default(addmm_1, primals_6)
    return [mse_loss, primals_5, primals_6, relu, t_1, addmm_1]
