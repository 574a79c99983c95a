# expect: 3:5: linalg_vector_norm.default: linalg.vector_norm cannot compute the -0.5 norm on the dimension 0because this dimension is empty and the operation does not have an identity
def forward(self, x: "f32[0, 3]"):
    y = torch.ops.aten.linalg_vector_norm.default(x, -0.5, [1, 0])
    return y
