# expect: 3:5: 'split' is annotated as a tensor but is a list of 2 tensors
def forward(self, x: "f32[4]"):
    split: "f32[2]" = torch.ops.aten.split.Tensor(x, 2)
    return split
