# select_scatter_2 scatters select into row 0 of gelu, as select_scatter did into its input;
# but gelu, rewritten in place, now lives in select_scatter's memory, so row 0 holds gelu's
# value there, not select: select_scatter_2 writes something new, and gelu is returned. It is
# kept (a base a rewrite moved a value into is not the base scatter it was). Found by a sound
# campaign (seed 171311) when the rule for a scatter that writes again what its base wrote
# missed that the base's memory had been reused.
# policy: sound
# expect: inplaced gelu -> gelu_.default (saves 4 bytes)
# expect: kept select_scatter_2: self select_scatter is used later by output [later-use] (misses 4 bytes)
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=later-use => value-mismatch
def forward(self, index_select: "f32[1]", select: "f32[]"):
    select_scatter = torch.ops.aten.select_scatter.default(index_select, select, 0, 0);  index_select = None
    gelu = torch.ops.aten.gelu.default(select_scatter);  select_scatter = None
    select_scatter_2 = torch.ops.aten.select_scatter.default(gelu, select, 0, 0);  select = None
    return gelu
