# As layout_reshape_alias_same_elements.fx, but the row mul goes into starts at offset 16:
# _reshape_alias addresses positions from its input's own offset, so the positions it reads
# move with the elements and it reads the same ones.
# policy: sound
# expect: inplaced mul -> mul_.Tensor (saves 32 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x_1: "f32[3, 8]"):
    clone: "f32[3, 8][8, 1]" = torch.ops.aten.clone.default(x_1);  x_1 = None
    select: "f32[8][1]@16" = torch.ops.aten.select.int(clone, 0, 2)
    mul: "f32[8][1]" = torch.ops.aten.mul.Tensor(select, 0.5);  select = None
    _reshape_alias: "f32[2, 4][4, 1]" = torch.ops.aten._reshape_alias.default(mul, [2, 4], [4, 1]);  mul = None
    select_1: "f32[8][1]@8" = torch.ops.aten.select.int(clone, 0, 1);  clone = None
    add: "f32[8][1]" = torch.ops.aten.add.Tensor(select_1, 1);  select_1 = None
    return (_reshape_alias, add)
