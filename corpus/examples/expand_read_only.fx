# expand_read_only: functionalized by make_fx(functionalize(f)) in torch 1.13.0a0
# format: torch
def forward(self, x_1: "f32[4]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(clone, 1)
    expand = torch.ops.aten.expand.default(unsqueeze, [3, 4, 4]);  unsqueeze = None
    add = torch.ops.aten.add.Tensor(expand, 1);  expand = None
    neg = torch.ops.aten.neg.default(clone);  clone = None
    return (add, neg)
