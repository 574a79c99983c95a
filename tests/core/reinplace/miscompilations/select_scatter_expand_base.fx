# select_scatter_expand_base: torch.fx.passes.reinplace mis-compiles this, traced with torch 1.13.0a0
# the scatter's base has internal overlap: deleting it writes through every broadcast row.
# format: torch
# oracle: pytorch => value-mismatch
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=scatter-base-overlap => value-mismatch
def forward(self, x_1: "f32[4]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(clone, 0);  clone = None
    expand = torch.ops.aten.expand.default(unsqueeze, [3, 4]);  unsqueeze = None
    select = torch.ops.aten.select.int(expand, 0, 0)
    add = torch.ops.aten.add.Tensor(select, 1);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(expand, add, 0, 0);  expand = add = None
    return select_scatter
