# As layout_reshape_alias_attention_q.fx, with a neighbour that stays: mul in place into a
# contiguous row of the buffer has the strides _reshape_alias was traced with, so it reads the
# same elements, and add goes into the next row, which nothing else reads.
# policy: sound
# expect: inplaced mul -> mul_.Tensor (saves 32 bytes)
# expect: inplaced add -> add_.Tensor (saves 32 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x_1: "f32[3, 8]"):
    clone: "f32[3, 8][8, 1]" = torch.ops.aten.clone.default(x_1);  x_1 = None
    select: "f32[8][1]" = torch.ops.aten.select.int(clone, 0, 0)
    mul: "f32[8][1]" = torch.ops.aten.mul.Tensor(select, 0.5);  select = None
    _reshape_alias: "f32[2, 4][4, 1]" = torch.ops.aten._reshape_alias.default(mul, [2, 4], [4, 1]);  mul = None
    select_1: "f32[8][1]@8" = torch.ops.aten.select.int(clone, 0, 1);  clone = None
    add: "f32[8][1]" = torch.ops.aten.add.Tensor(select_1, 1);  select_1 = None
    return (_reshape_alias, add)
