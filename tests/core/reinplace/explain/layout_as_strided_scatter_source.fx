# In place, relu's result lives in every other column of clone, and as_strided reads storage
# positions 0 and 1 of it: relu's first element, then x's element beside it, where the fresh
# result held its second. The positions are read as a select_scatter's source, which the layout
# walk used to pass by (a moved source alone changes no scatter's layout), so the write-back into
# x got the wrong element. Found by a sound campaign (seed 2984014).
# policy: sound
# expect: kept relu: in place the result would have strides [4, 2, 2] instead of [2, 1, 1], which as_strided depends on [layout-readers]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => input-mutated at copy_
def forward(self, x: "f32[1, 2, 2]"):
    clone = torch.ops.aten.clone.default(x)
    slice = torch.ops.aten.slice.Tensor(clone, 2, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    view = torch.ops.aten.view.default(relu, [-1]);  relu = None
    as_strided = torch.ops.aten.as_strided.default(view, [2, 2], [0, 1]);  view = None
    select_scatter = torch.ops.aten.select_scatter.default(x, as_strided, 0, 0);  as_strided = None
    copy_ = torch.ops.aten.copy_.default(x, select_scatter);  x = None
    return select_scatter
