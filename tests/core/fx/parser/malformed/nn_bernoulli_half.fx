# expect: 3:5: bernoulli.Tensor: "bernoulli_tensor_cpu_self_" not implemented for 'Half'
def forward(self, x: "f16[3]", p: "f32[3]"):
    y = torch.ops.aten.bernoulli.Tensor(x, p)
    return y
