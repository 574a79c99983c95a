# expect: 3:5: sort.stable: stable.has_value() INTERNAL ASSERT FAILED at "./aten/src/ATen/native/Sorting.cpp":42, please report a bug to PyTorch. sort(): c10::optional<bool> for stable has to have value.
def forward(self, x: "f32[3]"):
    y = torch.ops.aten.sort.stable(x, stable = None)
    return y
