# expect: 3:5: repeat_interleave.self_Tensor: repeats must be 0-dim or 1-dim tensor
def forward(self, x: "f32[2, 3]", r: "i64[1, 1]"):
    y = torch.ops.aten.repeat_interleave.self_Tensor(x, r, 1, output_size = 3)
    return y
