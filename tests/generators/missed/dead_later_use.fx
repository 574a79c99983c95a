# relu_1 reads add after relu, but nothing reads relu_1: the sound policy keeps relu for a use
# that dead-code elimination removes. The search looks at graphs without their dead code, where
# relu goes in place: no candidate.
# oracle: sound => equivalent
def forward(self, x: "f32[2, 3]"):
    add = torch.ops.aten.add.Tensor(x, 1);  x = None
    relu = torch.ops.aten.relu.default(add)
    relu_1 = torch.ops.aten.relu.default(add);  add = None
    return relu
