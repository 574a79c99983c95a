# The sound policy keeps mul: in place its result has strides [4, 2] instead of [2, 1], and
# sum_1's rounding follows the strides of what it reads. Each row sums two elements, and a sum
# of two is the same in either order, so the pytorch policy's rewrite is right, and so is forcing
# mul; only arithmetic shows it, which the pass does not reason about.
# oracle: pytorch => equivalent
# oracle: sound => equivalent
# oracle: sound --unsafe-force-rewrite=mul:layout-preserved => equivalent
def forward(self, x: "f32[2, 4]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 1, None, None, 2);  clone = None
    mul = torch.ops.aten.mul.Tensor(slice_1, 2);  slice_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul, [1]);  mul = None
    return sum_1
