# embedding_renorm has no meta rule: its result's meta comes from the annotation. Its schema gives
# it an in-place variant, and nothing reads clone afterwards: both policies write in place, as
# torch's pass does.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, arg0_1: "f32[4, 3]", arg1_1: "i64[2]"):
    clone = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
    embedding_renorm: "f32[4, 3]" = torch.ops.aten.embedding_renorm.default(clone, arg1_1, 1.0, 2.0);  clone = arg1_1 = None
    return embedding_renorm
