# view_of_relaid_result: torch.fx.passes.reinplace mis-compiles this, traced with torch 1.13.0a0
# relu's fresh result is contiguous; in place it is the strided slice, which view() rejects.
# format: torch
# oracle: pytorch => invalid-graph at view
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => invalid-graph at view
def forward(self, x_1: "f32[4, 6]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, 0, 9223372036854775807);  clone = None
    slice_2 = torch.ops.aten.slice.Tensor(slice_1, 1, 0, 4);  slice_1 = None
    relu = torch.ops.aten.relu.default(slice_2);  slice_2 = None
    view = torch.ops.aten.view.default(relu, [16]);  relu = None
    return view
