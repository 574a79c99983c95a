# renorm has no meta rule: its result's meta comes from the annotation. Its schema gives it an
# in-place variant, and nothing reads clone afterwards: both policies write in place, as torch's
# pass does.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, arg0_1: "f32[4, 3]"):
    clone = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
    renorm: "f32[4, 3]" = torch.ops.aten.renorm.default(clone, 2, 0, 1.0);  clone = None
    return renorm
