# as_strided_self_overlap: torch.fx.passes.reinplace mis-compiles this, traced with torch 1.13.0a0
# has_internal_overlap answers TOO_HARD, which upstream reads as "no overlap".
# format: torch
# oracle: pytorch => overlap-hazard at add
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=internal-overlap => overlap-hazard at add
def forward(self, x_1: "f32[9]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    as_strided = torch.ops.aten.as_strided.default(clone, [3, 3], [1, 1]);  clone = None
    add = torch.ops.aten.add.Tensor(as_strided, 1);  as_strided = None
    return add
