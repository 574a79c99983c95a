# The annotated print_readable form: a Module class around forward, deeper indentation, and
# annotations on parameters and statements (checked against the inferred meta).
class f(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4]", arg1_1: "f32[4]"):
        # No stacktrace found for following nodes
        mul: "f32[3, 4]" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg0_1 = None
        view: "f32[12]" = torch.ops.aten.view.default(mul, [12])
        slice_1: "f32[4][1]@4" = torch.ops.aten.slice.Tensor(view, 0, 4, 8)
        add: "f32[4]" = torch.ops.aten.add.Tensor(slice_1, arg1_1);  slice_1 = arg1_1 = None
        return (view, add)
