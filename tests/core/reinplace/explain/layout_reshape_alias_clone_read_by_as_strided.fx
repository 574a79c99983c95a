# In place, mul (q of a one-token attention split) would have the buffer's strides, and
# _reshape_alias reads by its traced strides: it reads position 0 only, mul's element 0 either
# way. It is read only through a clone, and as_strided reads the clone's position 0: the clone is
# laid out as before, so that is the clone's element 0, which holds mul's element 0. mul goes in
# place, as torch 1.13's pass has it. Found by the missed-rewrite campaign (seed 4835) once the
# Model family drew attention splits.
# policy: sound
# expect: inplaced mul -> mul_.Tensor (saves 8 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x_1: "f32[2, 1]", w: "f32[1, 2]"):
    mm = torch.ops.aten.mm.default(x_1, w);  x_1 = w = None
    view = torch.ops.aten.view.default(mm, [-1, 1, 2, 1, 1]);  mm = None
    permute = torch.ops.aten.permute.default(view, [2, 0, 3, 1, 4]);  view = None
    select = torch.ops.aten.select.int(permute, 0, 0);  permute = None
    mul = torch.ops.aten.mul.Tensor(select, 0.0);  select = None
    _reshape_alias = torch.ops.aten._reshape_alias.default(mul, [1, 1, 1], [0, 0, 0]);  mul = None
    clone = torch.ops.aten.clone.default(_reshape_alias);  _reshape_alias = None
    as_strided = torch.ops.aten.as_strided.default(clone, [1, 1], [0, 0]);  clone = None
    return as_strided
