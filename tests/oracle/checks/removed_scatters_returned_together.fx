# slice_scatter and select_scatter, both returned, would both live in add: a removed scatter lives in
# its base without its class merging, so distinct-outputs' quick class test must not skip it.
# Found by the sound campaign while that test was being made linear.
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=distinct-outputs => output-aliasing
def forward(self, x: "f32[1]", z: "f32[]"):
    add = torch.ops.aten.add.Tensor(z, x);  z = x = None
    slice = torch.ops.aten.slice.Tensor(add, 0, 1)
    select = torch.ops.aten.select.int(add, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(add, mul, 0, 0);  add = mul = None
    add_1 = torch.ops.aten.add.Tensor(slice, 0);  slice = None
    slice_scatter = torch.ops.aten.slice_scatter.default(select_scatter, add_1, 0, 1);  add_1 = None
    return (slice_scatter, select_scatter)
