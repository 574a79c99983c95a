# The diagonals of the 1x1 index_select at offset 1 are empty: every diagonal_scatter is a copy
# of its base. Removed with diagonal_scatter, diagonal_scatter_2 (returned) lives in
# index_select; diagonal_scatter_1's decision saw it as a later scatter again and, kept, forgot
# where it lived, so diagonal_scatter_3 (returned too) went as a no-op into the same memory.
# Found by a sound campaign (reinplace campaign --nodes=40 --seed=28981).
# policy: sound
# expect: removed diagonal_scatter_2: it writes back what diagonal_scatter now writes in place
# expect: kept diagonal_scatter_3: returned diagonal_scatter_3 would share memory with returned diagonal_scatter_2 [distinct-outputs]
# oracle: sound => equivalent
# oracle: pytorch => equivalent
# oracle: sound --node-by-node => equivalent
def forward(self, x: "f32[1, 1]", add_1: "f32[0]", arange: "i64[1]", add_4: "f32[0]"):
    index_select = torch.ops.aten.index_select.default(x, 0, arange);  x = arange = None
    diagonal = torch.ops.aten.diagonal.default(index_select, 1)
    diagonal_scatter = torch.ops.aten.diagonal_scatter.default(index_select, diagonal, 1)
    diagonal_scatter_1 = torch.ops.aten.diagonal_scatter.default(diagonal_scatter, add_1, 1);  add_1 = None
    expand = torch.ops.aten.expand.default(diagonal_scatter, [0, 0, 0]);  diagonal_scatter = None
    diagonal_scatter_2 = torch.ops.aten.diagonal_scatter.default(index_select, diagonal, 1);  index_select = diagonal = None
    diagonal_scatter_3 = torch.ops.aten.diagonal_scatter.default(diagonal_scatter_2, add_4, 1);  add_4 = None
    return (diagonal_scatter_3, diagonal_scatter_2)
