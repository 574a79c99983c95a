# expect: 3:5: embedding.default: Expected tensor for argument #1 'indices' to have one of the following scalar types: Long, Int; but got torch.FloatTensor instead (while checking arguments for embedding)
def forward(self, w: "f32[10, 3]", i: "f32[2]"):
    y = torch.ops.aten.embedding.default(w, i)
    return y
