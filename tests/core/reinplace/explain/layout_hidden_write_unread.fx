# In place, cumsum's result is transposed, and as_strided reads other elements of it at storage
# positions 0 to 2. Their only reader is a training batch norm whose output nobody reads; it
# writes its running stats, select_1 and select_2, into that same memory, which nothing reads
# afterwards (only x is returned): the changed values are never seen, so cumsum goes in place.
# Found by the missed-rewrite campaign (seed 89211). A later reader of the stats keeps it
# (layout_hidden_write_read_later.fx), and so does a stat in an input
# (layout_hidden_write_into_input.fx).
# policy: sound
# expect: inplaced cumsum -> cumsum_.default (saves 16 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[2, 2][1, 2]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    cumsum = torch.ops.aten.cumsum.default(add, 0);  add = None
    as_strided = torch.ops.aten.as_strided.default(cumsum, [1, 3], [0, 1]);  cumsum = None
    expand = torch.ops.aten.expand.default(as_strided, [1, 3, -1]);  as_strided = None
    select = torch.ops.aten.select.int(expand, 0, 0)
    select_1 = torch.ops.aten.select.int(select, 0, 0)
    select_2 = torch.ops.aten.select.int(select, 0, 0);  select = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(expand, None, None, select_1, select_2, True, 0.0, 0.0);  expand = select_1 = select_2 = None
    return x
