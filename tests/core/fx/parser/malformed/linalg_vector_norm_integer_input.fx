# expect: 3:5: linalg_vector_norm.default: linalg.vector_norm: Expected a floating point or complex tensor as input. Got Long
def forward(self, x: "i64[4]"):
    y = torch.ops.aten.linalg_vector_norm.default(x, 2)
    return y
