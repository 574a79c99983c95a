# cummin returns a tuple and has no meta rule: the getitems' annotations give each element's
# meta. Its values are a fresh tensor, so add may write into them.
def forward(self, arg0_1: "f32[5, 4]"):
    cummin = torch.ops.aten.cummin.default(arg0_1, 1);  arg0_1 = None
    getitem: "f32[5, 4]" = cummin[0]
    getitem_1: "i64[5, 4]" = cummin[1];  cummin = None
    add = torch.ops.aten.add.Tensor(getitem, 1);  getitem = None
    return (add, getitem_1)
