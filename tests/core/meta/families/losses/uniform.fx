# uniform: self cloned (laid out as empty_like lays self out: a transposed self keeps its
# strides, a strided or expanded one becomes contiguous) and filled; uniform_: self. Every
# floating dtype, f16 included.
def forward(self, x: "f32[4, 3][1, 4]", s: "f32[4, 6][12, 2]@1", e: "f32[4, 3][1, 0]", h: "f16[8]", b: "bf16[2, 3]", d: "f64[3, 4]"):
    uniform: "f32[4, 3][1, 4]" = torch.ops.aten.uniform.default(x)
    uniform_1: "f32[4, 6][6, 1]" = torch.ops.aten.uniform.default(s, -1.0, 2.0)
    uniform_2: "f32[4, 3][3, 1]" = torch.ops.aten.uniform.default(e, 0.0, 0.0)
    uniform_3: "f16[8][1]" = torch.ops.aten.uniform.default(h, -65504.0, 0.0)
    uniform_4: "bf16[2, 3][3, 1]" = torch.ops.aten.uniform.default(b, 3.0, 5.0)
    clone: "f64[3, 4][4, 1]" = torch.ops.aten.clone.default(d)
    uniform_: "f64[3, 4][4, 1]" = torch.ops.aten.uniform_.default(clone, 1.0, 1e300)
    return (uniform, uniform_1, uniform_2, uniform_3, uniform_4, uniform_)
