# In place, mul's result starts at offset 1 of clone instead of a fresh tensor's 0, with the
# same strides. gelu (oneDNN for a contiguous f32 self) walks from the data pointer whatever the
# offset: torch 1.13 computes it bitwise alike at offsets 0 to 4.
# policy: sound
# expect: inplaced mul -> mul_.Tensor
# expect: inplaced gelu -> gelu_.default
# oracle: sound => equivalent
def forward(self, x: "f32[2, 3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 1);  clone = None
    mul = torch.ops.aten.mul.Tensor(select, 2);  select = None
    gelu = torch.ops.aten.gelu.default(mul);  mul = None
    return gelu
