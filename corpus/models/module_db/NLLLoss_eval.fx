# NLLLoss_eval: nn.NLLLoss from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, input_1: "f32[15, 10]", target_1: "i64[15]"):
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(input_1, target_1, None, 1, -100);  input_1 = target_1 = None
    getitem: "f32[][]" = nll_loss_forward[0]
    getitem_1: "f32[][]" = nll_loss_forward[1];  nll_loss_forward = None
    return getitem
