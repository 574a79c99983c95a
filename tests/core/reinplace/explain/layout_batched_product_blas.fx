# bmm and baddbmm from 400 multiply-adds per matrix call BLAS per batch (addmm_impl_cpu_), with
# transposes that follow the layouts of the first BLAS operand (batch2, as the result is
# row-major) and of the tensor written; below that, a loop by index alike in any layout:
# - index_add into a transposed clone would hand baddbmm (beta 0.5) a transposed batch2, where
#   BLAS accumulates column by column instead of taking dot products: kept;
# - the same into bmm: beta 0 and alpha 1 add the same products in the same order on either
#   path (f32): in place;
# - the same into a baddbmm of 7 x 7 x 7 = 343 multiply-adds, the index loop: in place;
# - baddbmm_ on a transposed clone calls BLAS on C rather than C^T: kept (found by
#   --oracle=both: the reference had computed baddbmm_ as if into a fresh result).
# policy: sound
# expect: kept index_add: in place the result would have strides [64, 1, 8] instead of [64, 8, 1], which baddbmm depends on [layout-preserved] (misses 512 bytes)
# expect: inplaced index_add_1 -> index_add_.default (saves 512 bytes)
# expect: inplaced index_add_2 -> index_add_.default (saves 392 bytes)
# expect: kept baddbmm_3: baddbmm_.default on self clone_3 f32[2, 8, 8][64, 1, 8] computes otherwise than baddbmm.default: torch's kernel walks the tensor it writes by its layout [layout-preserved] (misses 512 bytes)
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch
def forward(self, t: "f32[2, 8, 8][64, 1, 8]", s: "f32[2, 7, 7][49, 1, 7]", b1: "f32[2, 8, 8]", b2: "f32[1, 8, 8]", c: "f32[2, 8, 8]", e1: "f32[2, 7, 7]", e2: "f32[1, 7, 7]", f: "f32[2, 7, 7]"):
    index = torch.ops.aten.full.default([1], 1, dtype = torch.int64)
    clone = torch.ops.aten.clone.default(t)
    index_add = torch.ops.aten.index_add.default(clone, 0, index, b2);  clone = None
    baddbmm = torch.ops.aten.baddbmm.default(c, b1, index_add, beta = 0.5, alpha = 1.5);  index_add = None
    clone_1 = torch.ops.aten.clone.default(t)
    index_add_1 = torch.ops.aten.index_add.default(clone_1, 0, index, b2);  clone_1 = None
    bmm = torch.ops.aten.bmm.default(b1, index_add_1);  index_add_1 = None
    clone_2 = torch.ops.aten.clone.default(s);  s = None
    index_add_2 = torch.ops.aten.index_add.default(clone_2, 0, index, e2);  clone_2 = index = e2 = None
    baddbmm_2 = torch.ops.aten.baddbmm.default(f, e1, index_add_2, beta = 0.5, alpha = 1.5);  f = e1 = index_add_2 = None
    clone_3 = torch.ops.aten.clone.default(t);  t = None
    baddbmm_3 = torch.ops.aten.baddbmm.default(clone_3, b1, c, beta = 0.5, alpha = 1.5);  clone_3 = b1 = c = None
    return (baddbmm, bmm, baddbmm_2, baddbmm_3)
