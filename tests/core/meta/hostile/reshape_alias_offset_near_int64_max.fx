# torch-wraps: torch's _reshape_alias checks no bounds: its 0-dim result points 2^63 - 2 bytes into a 1-byte storage, which any read of it would overflow; reinplace refuses the view as setStorage would
# expect: 5:5: _reshape_alias.default: setStorage: sizes [], strides [], storage offset 9223372036854775806, and itemsize 1 requiring a storage size of 9223372036854775807 are out of bounds for storage of size 1 (the storage of input 'x'; to give it more, annotate it with a storage size: x: "b8[1] in s[9223372036854775807]")
def forward(self, x: "b8[1]"):
    v = torch.ops.aten.as_strided.default(x, [5, 1, 0], [1, 1, 1], 9223372036854775806)
    r = torch.ops.aten._reshape_alias.default(v, [], [])
    return (r,)
