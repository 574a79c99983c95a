# torch-result: a reduction over 2^32 empty rows
def forward(self, x: "f64[1, 0]"):
    e = torch.ops.aten.expand.default(x, [4294967296, 0])
    r = torch.ops.aten.max.dim(e, 0)
    getitem = r[0]
    return (getitem,)
