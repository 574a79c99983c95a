# CrossEntropyLoss_eval: nn.CrossEntropyLoss from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, input_1: "f32[9]", target_1: "i64[]"):
    _log_softmax: "f32[9][1]" = torch.ops.aten._log_softmax.default(input_1, 0, False);  input_1 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, target_1, None, 2, -100);  _log_softmax = target_1 = None
    getitem: "f32[][]" = nll_loss_forward[0]
    getitem_1: "f32[][]" = nll_loss_forward[1];  nll_loss_forward = None
    return getitem
