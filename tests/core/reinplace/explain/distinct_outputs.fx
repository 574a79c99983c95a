# policy: sound
# expect: kept mul: returned mul would share memory with returned slice_scatter [distinct-outputs]
# Found by the oracle on a random program: in place, mul lives in rows 1.. of clone and the
# removed scatter's result is clone itself, so the two returned tensors would overlap.
# oracle: sound => equivalent
# oracle: pytorch => output-aliasing
# oracle: sound --unsafe-skip-check=distinct-outputs => output-aliasing
def forward(self, x_1: "f32[4, 3]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, 1, 9223372036854775807)
    mul = torch.ops.aten.mul.Tensor(slice_1, 2);  slice_1 = None
    slice_scatter = torch.ops.aten.slice_scatter.default(clone, mul, 0, 1, 9223372036854775807);  clone = None
    return (mul, slice_scatter)
