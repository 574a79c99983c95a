# expect: output-aliasing at clone
# Equal values, but both outputs are now one tensor: writing one changes the other.
def forward(self, x_1: "f32[2, 3]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    return (clone, clone)
