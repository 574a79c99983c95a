# batch_norm_writes_scattered_value: torch.fx.passes.reinplace mis-compiles this (found by the
# generator's batch norm steps; tools/torch_reinplace.py --run confirms torch 1.13's outputs
# differ). native_batch_norm in training mode writes its running_mean, here add, inside the
# kernel although the schema marks nothing written. In the program add is a tensor of its own,
# copied into select_scatter before the write; upstream makes add_ write into clone's row and
# deletes the scatter, so the returned clone sees the batch norm's update.
# oracle: pytorch => value-mismatch
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=later-use => value-mismatch
def forward(self, x_1: "f32[2, 3]", input_1: "f32[4, 3]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    add = torch.ops.aten.add.Tensor(select, 1);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, add, 0, 0);  clone = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(input_1, None, None, add, None, True, 0.5, 1e-05);  input_1 = add = None
    getitem = native_batch_norm[0];  native_batch_norm = None
    return (select_scatter, getitem)
