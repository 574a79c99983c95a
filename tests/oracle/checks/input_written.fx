# Without the input-alias check the pass adds into the caller's tensor.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
# oracle: sound --unsafe-skip-check=input-alias => input-mutated at add
def forward(self, x_1: "f32[2, 3]"):
    add = torch.ops.aten.add.Tensor(x_1, 1);  x_1 = None
    return add
