# torch-result: channels_last strides of an empty tensor with huge sizes, which c10 wraps
def forward(self, x: "i32[0, 1, 1, 2]"):
    e = torch.ops.aten.expand.default(x, [0, 9223372036854775807, 9223372036854775807, 2])
    r = torch.ops.aten.clone.default(e, memory_format = torch.channels_last)
    return (r,)
