# expect: 3:5: repeat_interleave.Tensor: repeat_interleave only accept 1D vector as repeat
def forward(self, r: "i64[2, 2]"):
    y = torch.ops.aten.repeat_interleave.Tensor(r, output_size = 4)
    return y
