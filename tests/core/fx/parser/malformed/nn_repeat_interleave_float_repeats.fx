# expect: 3:5: repeat_interleave.Tensor: "repeat_interleave_cpu" not implemented for 'Float'
def forward(self, r: "f32[3]"):
    y = torch.ops.aten.repeat_interleave.Tensor(r, output_size = 3)
    return y
