# expect: 3:5: cumprod_.default: Bad in-place call: input tensor dtype int and output tensor dtype long int should match
def forward(self, x: "i32[3, 4]"):
    y = torch.ops.aten.cumprod_.default(x, 1, dtype = torch.int64)
    return y
