# In place, cumsum's result keeps relu's transposed strides, and clone (preserving the format)
# then lays its own result out transposed too: the pass runs clone's meta rule on the new
# layout and keeps that layout, so add, reading the clone and a view of it, decides its argument
# check on the real layouts (the same elements: a full overlap, which an elementwise op may
# write in place).
# policy: sound
# expect: inplaced cumsum -> cumsum_.default (saves 36 bytes)
# expect: inplaced add -> add_.Tensor (saves 36 bytes)
# oracle: sound => equivalent
def forward(self, x: "f32[3, 3][1, 3]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    cumsum = torch.ops.aten.cumsum.default(relu, 0);  relu = None
    clone = torch.ops.aten.clone.default(cumsum);  cumsum = None
    t = torch.ops.aten.t.default(clone)
    t_1 = torch.ops.aten.t.default(t);  t = None
    add = torch.ops.aten.add.Tensor(clone, t_1);  clone = t_1 = None
    return add
