# pow.Tensor_Tensor and pow.Tensor_Scalar with a general exponent on contiguous f32 / f64
# tensors long enough for torch's vectorized loop, which calls Sleef's pow (1 ulp from libm).
# tolerance-ulps: 1
def forward(self, f: "f32[32]", e: "f32[32]", d: "f64[16]", c: "f64[16]"):
    pow_1 = torch.ops.aten.pow.Tensor_Tensor(f, e)
    pow_2 = torch.ops.aten.pow.Tensor_Tensor(d, c)
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(f, 2.5)
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(d, -1.5)
    return (pow_1, pow_2, pow_3, pow_4)
