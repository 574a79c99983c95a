# expect: 3:5: masked_scatter_.default: expand(CPUBoolType{[2, 3, 3]}, size=[3, 3]): the number of sizes provided (2) must be greater or equal to the number of dimensions in the tensor (3)
def forward(self, x: "f32[3, 3]", m: "b8[2, 3, 3]", s: "f32[18]"):
    y = torch.ops.aten.masked_scatter_.default(x, m, s)
    return y
