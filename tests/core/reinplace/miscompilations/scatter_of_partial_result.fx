# scatter_of_partial_result: torch.fx.passes.reinplace mis-compiles this (found by fuzz_pipeline;
# tools/torch_reinplace.py --run confirms torch 1.13's outputs differ)
# the scatter writes back only a slice of add's result, but add_ would write all of clone:
# upstream deletes the scatter, and clone[0] ends up x[0] + 1 instead of x[0].
# oracle: pytorch => value-mismatch
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=scatter-source => value-mismatch
def forward(self, x_1: "f32[3]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    add = torch.ops.aten.add.Tensor(clone, 1)
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, 1, 3)
    slice_2 = torch.ops.aten.slice.Tensor(add, 0, 1, 3);  add = None
    slice_scatter = torch.ops.aten.slice_scatter.default(clone, slice_2, 0, 1, 3);  clone = slice_2 = None
    return slice_scatter
