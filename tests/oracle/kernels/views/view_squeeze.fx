# view and _unsafe_view (-1, splitting and merging dims of strided-but-viewable inputs),
# squeeze / unsqueeze (all size-1 dims, one dim, a dim that is not size 1), alias and detach.
def forward(self, x: "f32[2, 6]", s: "f32[4, 3][6, 2]@1", q: "i32[1, 3, 1, 2]", z: "f64[]"):
    view = torch.ops.aten.view.default(x, [3, 4])
    view_1 = torch.ops.aten.view.default(x, [-1])
    view_2 = torch.ops.aten.view.default(s, [2, 2, 3])
    _unsafe_view = torch.ops.aten._unsafe_view.default(x, [4, -1])
    squeeze = torch.ops.aten.squeeze.default(q)
    squeeze_1 = torch.ops.aten.squeeze.dim(q, 2)
    squeeze_2 = torch.ops.aten.squeeze.dim(q, 1)
    unsqueeze = torch.ops.aten.unsqueeze.default(s, 1)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(z, -1)
    view_3 = torch.ops.aten.view.default(z, [1, 1])
    alias = torch.ops.aten.alias.default(s)
    detach = torch.ops.aten.detach.default(q)
    return (view, view_1, view_2, _unsafe_view, squeeze, squeeze_1, squeeze_2, unsqueeze, unsqueeze_1, view_3, alias, detach)
