# scatter_of_unrelated_source: torch.fx.passes.reinplace mis-compiles this, traced with torch 1.13.0a0
# the scatter writes `other`, not the value computed in place, yet its metadata matches an
# alias, so upstream deletes it: row 0 ends up x[0] + 1 instead of other.
# format: torch
# oracle: pytorch => value-mismatch
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=scatter-source --unsafe-skip-check=distinct-outputs => value-mismatch
def forward(self, x_1: "f32[4, 4]", other_1: "f32[4]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    add = torch.ops.aten.add.Tensor(select, 1);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, other_1, 0, 0);  clone = other_1 = None
    return (select_scatter, add)
