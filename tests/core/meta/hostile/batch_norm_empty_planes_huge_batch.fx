# torch-result: batch statistics over 2^29 - 1 batches of empty planes: nothing to walk
def forward(self, x: "f64[1, 4, 0, 0]"):
    e = torch.ops.aten.expand.default(x, [536870911, 4, 0, 0])
    r = torch.ops.aten.native_batch_norm.default(e, None, None, None, None, True, 0.1, 1e-05)
    getitem = r[0]
    getitem_1 = r[1]
    return (getitem, getitem_1)
