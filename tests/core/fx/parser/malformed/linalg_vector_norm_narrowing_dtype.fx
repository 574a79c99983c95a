# expect: 3:5: linalg_vector_norm.default: linalg.vector_norm: the dtype of the input (BFloat16) should be convertible without narrowing to the specified dtype (Half)
def forward(self, x: "bf16[3]"):
    y = torch.ops.aten.linalg_vector_norm.default(x, 2, dtype = torch.float16)
    return y
