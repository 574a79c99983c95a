# torch-result: a zero size counted first saves the product of the huge sizes after it
def forward(self, x: "i32[0, 1, 1]"):
    e = torch.ops.aten.expand.default(x, [0, 9223372036854775807, 9223372036854775807])
    r = torch.ops.aten.unsafe_chunk.default(e, 4)
    getitem = r[0]
    return (getitem,)
