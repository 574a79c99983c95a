# torch 1.13's group norm reads its weight and bias through their data pointers as if they were
# contiguous: a strided weight (every other element of w here) is misread, elements 0..3 of the
# storage from its offset on, not the weight's own. Found by fuzz_differential: the reference
# had read the weight's logical elements, and ATen disagreed.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x: "f32[2, 4, 3]", w: "f32[8]", b: "f32[4]"):
    slice_1 = torch.ops.aten.slice.Tensor(w, 0, 0, 8, 2);  w = None
    mul = torch.ops.aten.mul.Tensor(b, 0.5);  b = None
    native_group_norm = torch.ops.aten.native_group_norm.default(x, slice_1, mul, 2, 4, 3, 2, 1e-05);  x = slice_1 = mul = None
    getitem = native_group_norm[0];  native_group_norm = None
    return getitem
