# policy: pytorch
# add reads clone, which mul reads later: kept, it misses its 16 floats (64 bytes); mul is the
# last reader and goes into clone. In the original, clone, add and mul are live together at mul.
# expect: kept add: self clone is used later by mul [later-use] (misses 64 bytes)
# expect: inplaced mul -> mul_.Tensor (saves 64 bytes)
# expect: memory: 192 bytes allocated before, 128 after; 64 saved, 64 missed (later-use 64)
# measured: original 192 bytes allocated, peak 256 bytes live (inputs 64 bytes)
# measured: rewrite 128 bytes allocated, peak 192 bytes live (inputs 64 bytes)
def forward(self, x: "f32[16]"):
    clone = torch.ops.aten.clone.default(x)
    add = torch.ops.aten.add.Tensor(clone, 1)
    mul = torch.ops.aten.mul.Tensor(clone, add)
    return mul
