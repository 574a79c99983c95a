# In place, relu's result is every other element of clone (stride 2) where a fresh one is
# dense. as_strided reads storage positions 0 and 1 from relu's offset: relu's elements 0 and 1
# when fresh, but in place position 1 lies between relu's elements. Only split's first piece
# (position 0) is read, though, and position 0 holds relu's element 0 in both layouts: relu goes
# in place. Found by the missed-rewrite campaign (seed 66788).
# policy: sound
# expect: inplaced relu -> relu_.default (saves 12 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[6]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice_1);  slice_1 = None
    as_strided = torch.ops.aten.as_strided.default(relu, [1, 2], [0, 1]);  relu = None
    split = torch.ops.aten.split.Tensor(as_strided, 1, 1);  as_strided = None
    getitem = split[0]
    getitem_1 = split[1];  split = None
    mul = torch.ops.aten.mul.Tensor(getitem, 2);  getitem = None
    return mul
