# The graph of seed 691604 as generated. add(expand, -1.5) is +0 exactly where y holds 1.5; only
# there does masked_fill keep a 0, and rsub turn it into 1 among zeros. In place, masked_fill is
# laid out after add, and as_strided reads its storage at other positions: the pytorch policy's
# rewrite differs wherever y holds 1.5 at one of them, which neither random nor special values
# ever hold. The missed search's dictionary input sets draw from the graph's own numbers and
# their negations (1.5 among them), so it counts the rewrite as wrong, not as a miss.
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1, 2][2, 1]@1", y: "f32[3, 1, 3][1, 3, 3]"):
    clone = torch.ops.aten.clone.default(y)
    expand = torch.ops.aten.expand.default(clone, [2, 3, 1, 3])
    add = torch.ops.aten.add.Tensor(expand, -1.5)
    ne = torch.ops.aten.ne.Scalar(add, 0)
    masked_fill = torch.ops.aten.masked_fill.Scalar(add, ne, 1);  add = None
    unbind = torch.ops.aten.unbind.int(ne, 2);  ne = None
    getitem = unbind[0];  unbind = None
    rsub = torch.ops.aten.rsub.Scalar(masked_fill, 1);  masked_fill = None
    add_1 = torch.ops.aten.add.Tensor(x, True)
    eq = torch.ops.aten.eq.Scalar(getitem, -1.5)
    clamp = torch.ops.aten.clamp.default(getitem, -2);  getitem = None
    copy_ = torch.ops.aten.copy_.default(y, clone);  y = None
    as_strided = torch.ops.aten.as_strided.default(rsub, [3, 3], [0, 1], 0);  rsub = None
    copy__1 = torch.ops.aten.copy_.default(x, add_1);  x = add_1 = None
    return (as_strided, clone, expand, clamp)
