# out_node_updated: a case of test/test_fx_reinplace_pass.py, traced with torch 1.13.0a0
# format: torch
def forward(self):
    zeros = torch.ops.aten.zeros.default([2, 2], device = device(type='cpu'), pin_memory = False)
    diagonal = torch.ops.aten.diagonal.default(zeros)
    add = torch.ops.aten.add.Tensor(diagonal, 1);  diagonal = None
    diagonal_scatter = torch.ops.aten.diagonal_scatter.default(zeros, add);  zeros = add = None
    return [diagonal_scatter]
