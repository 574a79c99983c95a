# The same scatter writes nothing, but add_ then writes clone: the fresh copy the scatter makes
# keeps the values from before, so removing the scatter would let mul read add_'s values.
# policy: sound
# expect: kept select_scatter: alias clone is written later by add_ [later-use]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=later-use => value-mismatch at add_
def forward(self, x: "f32[2, 3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select_1 = torch.ops.aten.select.int(clone, 0, 0)
    select_scatter = torch.ops.aten.select_scatter.default(clone, select_1, 0, 0)
    add_ = torch.ops.aten.add_.Tensor(clone, 1);  clone = None
    mul = torch.ops.aten.mul.Tensor(add_, select_scatter);  add_ = select_scatter = None
    return mul
