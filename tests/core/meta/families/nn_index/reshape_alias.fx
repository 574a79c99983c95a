# _reshape_alias: self's storage and offset with the given sizes and strides (reshape's view),
# negative strides replaced as TensorImpl::set_sizes_and_strides does, nothing checked against
# the storage; in-place ops write through it.
def forward(self, x: "f32[2, 3, 4]", t: "f32[4, 6][1, 4]@2", c: "f32[2, 3, 4, 5][60, 1, 15, 3]", z: "f32[]"):
    clone: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.clone.default(x)
    a: "f32[6, 4][4, 1]" = torch.ops.aten._reshape_alias.default(clone, [6, 4], [4, 1])
    b: "f32[24][1]" = torch.ops.aten._reshape_alias.default(clone, [24], [1])
    c1: "f32[2, 2, 6][2, 1, 4]@2" = torch.ops.aten._reshape_alias.default(t, [2, 2, 6], [2, 1, 4])
    d: "f32[2, 3, 20][60, 1, 3]" = torch.ops.aten._reshape_alias.default(c, [2, 3, 20], [60, 1, 3])
    e: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten._reshape_alias.default(clone, [2, 3, 4], [-5, -1, -3])
    f: "f32[1, 1][1, 1]" = torch.ops.aten._reshape_alias.default(z, [1, 1], [1, 1])
    g: "f32[2, 2][0, 7]" = torch.ops.aten._reshape_alias.default(clone, [2, 2], [0, 7])
    h: "f32[][]" = torch.ops.aten._reshape_alias.default(clone, [], [])
    i: "f32[0, 5][3, 1]@2" = torch.ops.aten._reshape_alias.default(t, [0, 5], [3, 1])
    add_: "f32[6, 4][4, 1]" = torch.ops.aten.add_.Tensor(a, 1)
    return (a, b, c1, d, e, f, g, h, i, add_, clone)
