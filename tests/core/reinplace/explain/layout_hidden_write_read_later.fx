# As layout_hidden_write_unread.fx, but clone_2 copies the running stat select_1 after the
# batch norm wrote it and is returned: the stat computed from other elements would be seen.
# policy: sound
# expect: kept cumsum: in place the result would have strides [1, 2] instead of [2, 1], which as_strided depends on [layout-readers]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch at clone_2
def forward(self, x: "f32[2, 2][1, 2]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    cumsum = torch.ops.aten.cumsum.default(add, 0);  add = None
    as_strided = torch.ops.aten.as_strided.default(cumsum, [1, 3], [0, 1]);  cumsum = None
    expand = torch.ops.aten.expand.default(as_strided, [1, 3, -1]);  as_strided = None
    select = torch.ops.aten.select.int(expand, 0, 0)
    select_1 = torch.ops.aten.select.int(select, 0, 0)
    select_2 = torch.ops.aten.select.int(select, 0, 0);  select = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(expand, None, None, select_1, select_2, True, 0.0, 0.0);  expand = select_2 = None
    clone_2 = torch.ops.aten.clone.default(select_1)
    return (x, clone_2)
