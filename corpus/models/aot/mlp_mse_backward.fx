# mlp_mse: the backward graph AOTAutograd (functorch.compile) makes
# traced by aot_function in torch 1.13.0a0
def forward(self, primals_5: "f32[4, 8]", primals_6: "f32[4, 4]", relu: "f32[4, 16]", t_1: "f32[16, 4][1, 16]", addmm_1: "f32[4, 4]", tangents_1: "f32[]"):
    detach_1: "f32[4, 16][16, 1]" = torch.ops.aten.detach.default(relu)
    detach_2: "f32[4, 16][16, 1]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    mse_loss_backward: "f32[4, 4][4, 1]" = torch.ops.aten.mse_loss_backward.default(tangents_1, addmm_1, primals_6, 1);  tangents_1 = addmm_1 = primals_6 = None
    t_2: "f32[4, 16][16, 1]" = torch.ops.aten.t.default(t_1);  t_1 = None
    mm: "f32[4, 16][16, 1]" = torch.ops.aten.mm.default(mse_loss_backward, t_2);  t_2 = None
    t_3: "f32[4, 4][1, 4]" = torch.ops.aten.t.default(mse_loss_backward)
    mm_1: "f32[4, 16][16, 1]" = torch.ops.aten.mm.default(t_3, relu);  t_3 = relu = None
    t_4: "f32[16, 4][1, 16]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1: "f32[1, 4][4, 1]" = torch.ops.aten.sum.dim_IntList(mse_loss_backward, [0], True);  mse_loss_backward = None
    view: "f32[4][1]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
    t_5: "f32[4, 16][16, 1]" = torch.ops.aten.t.default(t_4);  t_4 = None
    detach_3: "f32[4, 16][16, 1]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    detach_4: "f32[4, 16][16, 1]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    threshold_backward: "f32[4, 16][16, 1]" = torch.ops.aten.threshold_backward.default(mm, detach_4, 0);  mm = detach_4 = None
    t_6: "f32[16, 4][1, 16]" = torch.ops.aten.t.default(threshold_backward)
    mm_2: "f32[16, 8][8, 1]" = torch.ops.aten.mm.default(t_6, primals_5);  t_6 = primals_5 = None
    t_7: "f32[8, 16][1, 8]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_2: "f32[1, 16][16, 1]" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_1: "f32[16][1]" = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_8: "f32[16, 8][8, 1]" = torch.ops.aten.t.default(t_7);  t_7 = None
    return [t_8, view_1, t_5, view, None, None]
