# expect: 3:5: mish.default: "mish_cpu" not implemented for 'BFloat16'
def forward(self, x: "bf16[4]"):
    a = torch.ops.aten.mish.default(x)
    return a
