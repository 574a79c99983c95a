# expect: 5:5: aten.sort.default has no meta rule, so this element of its result needs a meta annotation: getitem_1: "f32[2, 3][3, 1]" = ...
def forward(self, x: "f32[4, 2]"):
    sort = torch.ops.aten.sort.default(x)
    getitem: "f32[4, 2]" = sort[0]
    getitem_1 = sort[1]
    return (getitem, getitem_1)
