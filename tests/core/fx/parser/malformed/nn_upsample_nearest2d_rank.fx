# expect: 3:5: upsample_nearest2d.vec: Expected static_cast<int64_t>(output_size->size()) == spatial_dimensions to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)
def forward(self, x: "f32[3, 4, 5]"):
    y = torch.ops.aten.upsample_nearest2d.vec(x, [7, 9], None)
    return y
