# clone is read again after the add: writing the sum into it changes what mul reads.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
# oracle: sound --unsafe-skip-check=later-use => value-mismatch at clone
def forward(self, x_1: "f32[4]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    add = torch.ops.aten.add.Tensor(clone, 1)
    mul = torch.ops.aten.mul.Tensor(clone, add);  clone = add = None
    return mul
