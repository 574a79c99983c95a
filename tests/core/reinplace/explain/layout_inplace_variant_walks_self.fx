# In place, addbmm and addr compute by the layout of the tensor they write, where the functional
# ops write a fresh result laid out their own way:
# - addbmm into a transposed clone calls BLAS on C rather than on C^T, which rounds otherwise:
#   kept;
# - addr into every other column of a clone (rows of 16 floats at stride 2) runs cpu_kernel_vec's
#   scalar loop, but so does the functional addr, which reads that strided self into its dense
#   result: in place;
# - the same on contiguous clones computes alike: in place.
# policy: sound
# expect: kept addbmm: addbmm_.default on self clone f32[5, 4][1, 5] computes otherwise than addbmm.default: torch's kernel walks the tensor it writes by its layout [layout-preserved] (misses 80 bytes)
# expect: inplaced addr -> addr_.default (saves 128 bytes)
# expect: inplaced addbmm_1 -> addbmm_.default (saves 80 bytes)
# expect: inplaced addr_1 -> addr_.default (saves 128 bytes)
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch
def forward(self, t: "f32[5, 4][1, 5]", b1: "f32[3, 5, 8]", b2: "f32[3, 8, 4]", u: "f32[2, 32]", a: "f32[2]", b: "f32[16]", c: "f32[5, 4]", d: "f32[2, 16]"):
    clone = torch.ops.aten.clone.default(t);  t = None
    addbmm = torch.ops.aten.addbmm.default(clone, b1, b2, beta = 0.5, alpha = 1.5);  clone = None
    clone_1 = torch.ops.aten.clone.default(u);  u = None
    slice_1 = torch.ops.aten.slice.Tensor(clone_1, 1, None, None, 2);  clone_1 = None
    addr = torch.ops.aten.addr.default(slice_1, a, b, beta = 0.7, alpha = 1.3);  slice_1 = None
    clone_2 = torch.ops.aten.clone.default(c);  c = None
    addbmm_1 = torch.ops.aten.addbmm.default(clone_2, b1, b2, beta = 0.5, alpha = 1.5);  clone_2 = b1 = b2 = None
    clone_3 = torch.ops.aten.clone.default(d);  d = None
    addr_1 = torch.ops.aten.addr.default(clone_3, a, b, beta = 0.7, alpha = 1.3);  clone_3 = a = b = None
    return (addbmm, addr, addbmm_1, addr_1)
