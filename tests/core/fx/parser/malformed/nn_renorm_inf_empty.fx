# expect: 3:5: renorm.default: linalg.vector_norm cannot compute the inf norm on the dimension 1because this dimension is empty and the operation does not have an identity
def forward(self, x: "f32[3, 0, 5]"):
    y = torch.ops.aten.renorm.default(x, inf, 0, 1.0)
    return y
