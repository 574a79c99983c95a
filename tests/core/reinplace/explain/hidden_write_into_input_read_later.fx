# In place, the batch norm's running_var write lands in clone, which mul reads afterwards as
# select_scatter_1: in the program select_scatter_1 keeps its value.
# policy: sound
# expect: kept add_1: add_1 would live in the memory of self select_1, where native_batch_norm writes it after select_scatter_1 took its value [later-use] (misses 4 bytes)
# oracle: pytorch => value-mismatch
# oracle: sound => equivalent
def forward(self, running_mean: "f32[1]", select: "f32[2, 1]"):
    clone = torch.ops.aten.clone.default(select);  select = None
    select_1 = torch.ops.aten.select.int(clone, 0, 0)
    add_1 = torch.ops.aten.add.Tensor(select_1, 1);  select_1 = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(clone, add_1, 0, 0);  clone = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(select_scatter_1, None, None, running_mean, add_1, True, 0.5, 0.0);  add_1 = None
    getitem_1 = native_batch_norm[1];  native_batch_norm = None
    mul = torch.ops.aten.mul.Tensor(select_scatter_1, 2);  select_scatter_1 = None
    return (running_mean, getitem_1, mul)
