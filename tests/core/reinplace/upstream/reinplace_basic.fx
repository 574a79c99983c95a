# reinplace_basic: a case of test/test_fx_reinplace_pass.py, traced with torch 1.13.0a0
# format: torch
def forward(self, x_1: "f32[2]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    add = torch.ops.aten.add.Tensor(clone, 1);  clone = None
    return add
