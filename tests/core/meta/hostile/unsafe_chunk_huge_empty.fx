# expect: 4:5: unsafe_chunk.default: split expects split_size be non-negative, but got split_size=-2305843009213693951
def forward(self, x: "i32[0, 1, 1]"):
    e = torch.ops.aten.expand.default(x, [0, 9223372036854775807, 9223372036854775807])
    r = torch.ops.aten.unsafe_chunk.default(e, 4, 1)
    getitem = r[0]
    return (getitem,)
