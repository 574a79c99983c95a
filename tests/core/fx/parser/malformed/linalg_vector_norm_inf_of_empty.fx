# expect: 3:5: linalg_vector_norm.default: linalg.vector_norm cannot compute the inf norm on an empty tensor because the operation does not have an identity
def forward(self, x: "f32[0, 3]"):
    y = torch.ops.aten.linalg_vector_norm.default(x, inf)
    return y
