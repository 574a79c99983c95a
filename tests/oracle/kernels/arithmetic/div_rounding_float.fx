# div with rounding_mode 'trunc' and 'floor' on floating tensors (zero divisors and special
# values included), with Python-number divisors and in f16 / bf16.
def forward(self, x: "f32[3, 4]", y: "f32[3, 4][1, 3]", d: "f64[12]", e: "f64[12]", h: "f16[3, 4]", b: "bf16[4]"):
    div = torch.ops.aten.div.Tensor_mode(x, y, rounding_mode = 'trunc')
    div_1 = torch.ops.aten.div.Tensor_mode(x, y, rounding_mode = 'floor')
    div_2 = torch.ops.aten.div.Tensor_mode(d, e, rounding_mode = 'floor')
    div_3 = torch.ops.aten.div.Tensor_mode(d, e, rounding_mode = 'trunc')
    div_4 = torch.ops.aten.div.Scalar_mode(x, 0.3, rounding_mode = 'floor')
    div_5 = torch.ops.aten.div.Scalar_mode(x, -2, rounding_mode = 'trunc')
    div_6 = torch.ops.aten.div.Tensor_mode(h, 0.7, rounding_mode = 'floor')
    div_7 = torch.ops.aten.div.Tensor_mode(b, h, rounding_mode = 'floor')
    div_8 = torch.ops.aten.div.Tensor_mode(x, y, rounding_mode = None)
    div_9 = torch.ops.aten.div.Tensor_mode(d, 0, rounding_mode = 'floor')
    div_10 = torch.ops.aten.div.Tensor_mode(h, h, rounding_mode = 'trunc')
    return (div, div_1, div_2, div_3, div_4, div_5, div_6, div_7, div_8, div_9, div_10)
