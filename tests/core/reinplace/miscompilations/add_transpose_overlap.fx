# add_transpose_overlap: torch.fx.passes.reinplace mis-compiles this, traced with torch 1.13.0a0
# upstream rejects only a repeated identical self, not a partially overlapping argument:
# add_(a, a.t()) raises at run time.
# format: torch
# oracle: pytorch => overlap-hazard at add
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=argument-overlap => overlap-hazard at add
def forward(self, x_1: "f32[3, 3]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    t = torch.ops.aten.t.default(clone)
    add = torch.ops.aten.add.Tensor(clone, t);  clone = t = None
    return add
