# policy: sound
# The clone's 32 floats (128 bytes) are allocated either way; add's 128 go into the clone.
# Live at most: the input (128) with clone and add (original), the input with clone (rewrite).
# expect: inplaced add -> add_.Tensor (saves 128 bytes)
# expect: memory: 256 bytes allocated before, 128 after; 128 saved, 0 missed
# measured: original 256 bytes allocated, peak 384 bytes live (inputs 128 bytes)
# measured: rewrite 128 bytes allocated, peak 256 bytes live (inputs 128 bytes)
def forward(self, x: "f32[4, 8]"):
    clone = torch.ops.aten.clone.default(x)
    add = torch.ops.aten.add.Tensor(clone, 1)
    return add
