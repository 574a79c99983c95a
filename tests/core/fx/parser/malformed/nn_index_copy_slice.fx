# expect: 3:5: index_copy.default: index_copy_(): Source/destination tensor must have same slice shapes. Destination slice shape: 3 5 at dimension 1 and source slice shape: 3 4 at dimension 0.
def forward(self, x: "f32[3, 4, 5]", i: "i64[2]", s: "f32[3, 2, 4]"):
    y = torch.ops.aten.index_copy.default(x, 1, i, s)
    return y
