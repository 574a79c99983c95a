# expect: 3:5: repeat_interleave.Tensor: Trying to create tensor with negative dimension -2: [-2]
def forward(self, r: "i32[2]"):
    y = torch.ops.aten.repeat_interleave.Tensor(r, output_size = -2)
    return y
