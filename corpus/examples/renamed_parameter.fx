# FX renames a placeholder whose name it could not keep (Inception's Conv2d_1a_3x3 modules give
# parameters whose lowercased names collide): the code lists the parameter as it was called and
# renames it first thing. The rename parses, prints back as written, and runs.
# format: torch
def forward(self, Conv2d_1a_weight_1: "f32[2, 3]", x_1: "f32[2, 3]"):
    conv2d_1a_weight_1 = Conv2d_1a_weight_1
    mul = torch.ops.aten.mul.Tensor(conv2d_1a_weight_1, 2);  conv2d_1a_weight_1 = None
    add = torch.ops.aten.add.Tensor(mul, x_1);  mul = x_1 = None
    return (add,)
