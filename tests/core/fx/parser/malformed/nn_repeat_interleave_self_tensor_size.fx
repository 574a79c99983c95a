# expect: 3:5: repeat_interleave.self_Tensor: repeats must have the same size as input along dim
def forward(self, x: "f32[2, 3]", r: "i64[2]"):
    y = torch.ops.aten.repeat_interleave.self_Tensor(x, r, 1, output_size = 3)
    return y
