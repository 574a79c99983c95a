# In place, cumsum's result keeps relu's transposed strides, and clone (preserving the format)
# then lays its own result out transposed too, which the pass does not track: add, reading the
# clone and a view of it, would decide its argument overlap from strides that are not the real
# ones, so cumsum stays functional.
# policy: sound
# expect: kept cumsum: in place the result would have strides [1, 3] instead of [3, 1], which add reads twice and decides overlap by [layout-preserved]
# oracle: sound => equivalent
def forward(self, x: "f32[3, 3][1, 3]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    cumsum = torch.ops.aten.cumsum.default(relu, 0);  relu = None
    clone = torch.ops.aten.clone.default(cumsum);  cumsum = None
    t = torch.ops.aten.t.default(clone)
    t_1 = torch.ops.aten.t.default(t);  t = None
    add = torch.ops.aten.add.Tensor(clone, t_1);  clone = t_1 = None
    return add
