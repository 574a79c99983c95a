# expect: 3:5: bitwise_and.Tensor: "bitwise_and_cpu" not implemented for 'Float'
def forward(self, x: "f32[4]", y: "i64[4]"):
    bitwise_and = torch.ops.aten.bitwise_and.Tensor(x, y)
    return bitwise_and
