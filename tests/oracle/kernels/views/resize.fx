# resize_ and resize within the elements the storage already holds (a shrink, a reshape of the
# same size, a strided input resized contiguously over its storage); growing past the storage
# reads memory torch leaves uninitialized, so it is not compared here.
def forward(self, x: "f32[4, 4]", s: "f32[3, 2][1, 3]", y: "f64[2, 5]", z: "i32[12]"):
    resize = torch.ops.aten.resize.default(x, [2, 3])
    resize_1 = torch.ops.aten.resize.default(s, [3, 2])
    resize_2 = torch.ops.aten.resize.default(s, [5])
    resize_ = torch.ops.aten.resize_.default(y, [3, 3])
    resize__1 = torch.ops.aten.resize_.default(z, [2, 2, 3])
    return (resize, resize_1, resize_2, resize_, resize__1)
