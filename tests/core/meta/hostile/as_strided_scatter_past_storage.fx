# expect: 3:5: as_strided_scatter.default: the as_strided view (size=[2], stride=[9223372036854775807], storage_offset=None) reaches storage element 9223372036854775807 but the clone of self holds only 4 elements
def forward(self, x: "f32[4]", y: "f32[2]"):
    r = torch.ops.aten.as_strided_scatter.default(x, y, [2], [9223372036854775807])
    return (r,)
