# expect: 5:5: aten.cummin.default has no meta rule, so this element of its result needs a meta annotation: getitem_1: "f32[2, 3][3, 1]" = ...
def forward(self, x: "f32[4, 2]"):
    cummin = torch.ops.aten.cummin.default(x, 0)
    getitem: "f32[4, 2]" = cummin[0]
    getitem_1 = cummin[1]
    return (getitem, getitem_1)
