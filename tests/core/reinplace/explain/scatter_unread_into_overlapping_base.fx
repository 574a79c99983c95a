# Nobody reads select_scatter but as_strided, a view nobody reads either; still add_1 stays:
# select_scatter's base expand has internal overlap, and a view of the removed scatter would be
# replayed on expand's one-element storage, where as_strided's two elements do not fit. A first
# version of the unread rule took it before the base's overlap: the sound campaign found the
# invalid graph (seed 50000000 and on).
# policy: sound
# expect: kept add_1: later select_scatter writes into expand f32[2][0], which has internal overlap [scatter-base-overlap]
# oracle: sound => equivalent
def forward(self, x: "f32[1]", select: "f32[]"):
    clone = torch.ops.aten.clone.default(select);  select = None
    expand = torch.ops.aten.expand.default(clone, [2]);  clone = None
    select_1 = torch.ops.aten.select.int(expand, 0, 0)
    add_1 = torch.ops.aten.add.Tensor(select_1, 0);  select_1 = None
    select_scatter = torch.ops.aten.select_scatter.default(expand, add_1, 0, 0);  expand = add_1 = None
    select_2 = torch.ops.aten.select.int(x, 0, 0)
    as_strided = torch.ops.aten.as_strided.default(select_scatter, [1, 2], [0, 1]);  select_scatter = None
    return x
