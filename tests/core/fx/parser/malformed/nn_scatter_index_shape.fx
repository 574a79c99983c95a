# expect: 3:5: scatter.src: Expected index [4, 3, 4] to be smaller than self [3, 4, 5] apart from dimension 1 and to be smaller size than src [4, 3, 4]
def forward(self, x: "f32[3, 4, 5]", i: "i64[4, 3, 4]", s: "f32[4, 3, 4]"):
    y = torch.ops.aten.scatter.src(x, 1, i, s)
    return y
