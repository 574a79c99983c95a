# expect: 3:5: upsample_bilinear2d.vec: "compute_indices_weights_linear" not implemented for 'Half'
def forward(self, x: "f16[2, 3, 4, 5]"):
    y = torch.ops.aten.upsample_bilinear2d.vec(x, [7, 9], True, None)
    return y
