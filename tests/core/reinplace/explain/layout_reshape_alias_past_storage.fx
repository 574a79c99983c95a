# index_add goes in place into _reshape_alias, mul's 24 elements read by traced strides [3, 6, 1]:
# in place its row 2 (select_2) starts at offset 12 instead of 6, and _reshape_alias_2, reading
# by its traced strides [12, 0, 0], would reach position 24, past mul's storage (torch's
# as_strided rejects such a view; the oracle reports an invalid graph; torch 1.13's pass takes it
# too, with mul in place as well). Found by a 10-minute
# sound campaign of 16 nodes (seed 24,051,324).
# policy: sound
# expect: kept index_add: in place the result would have strides [3, 6, 1] instead of [12, 3, 1], which makes _reshape_alias_2 reach past the end of its storage [layout-readers] (misses 96 bytes)
# oracle: sound => equivalent
# oracle: pytorch => value-mismatch at select_3
def forward(self, x_1: "f32[4, 1]", w: "f32[1, 18]", arange: "i64[1]", index_select: "f32[1, 1, 1]"):
    mm = torch.ops.aten.mm.default(x_1, w);  x_1 = w = None
    view = torch.ops.aten.view.default(mm, [1, -1, 3, 1, 1]);  mm = None
    permute = torch.ops.aten.permute.default(view, [2, 0, 3, 1, 4]);  view = None
    select = torch.ops.aten.select.int(permute, 0, 0);  permute = None
    mul = torch.ops.aten.mul.Tensor(select, 0.0);  select = None
    _reshape_alias = torch.ops.aten._reshape_alias.default(mul, [2, 4, 3], [3, 6, 1]);  mul = None
    index_add = torch.ops.aten.index_add.default(_reshape_alias, 0, arange, index_select);  _reshape_alias = arange = index_select = None
    select_2 = torch.ops.aten.select.int(index_add, 1, 2);  index_add = None
    _reshape_alias_2 = torch.ops.aten._reshape_alias.default(select_2, [2, 1, 1], [12, 0, 0]);  select_2 = None
    select_3 = torch.ops.aten.select.int(_reshape_alias_2, 0, 0);  _reshape_alias_2 = None
    return select_3
