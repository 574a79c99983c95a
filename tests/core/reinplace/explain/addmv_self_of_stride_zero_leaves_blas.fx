# addmv_out_cpu hands f32 and f64 to the reference BLAS's gemv only when vec and the result have
# positive increments. The functional addmv writes a fresh result of stride 1; addmv_ writes
# self, here a clone of one element with stride 0, so it runs BlasKernel.cpp's own gemv. With
# beta 0 and alpha 0 that gives alpha * sum, -0.0 for a negative sum, where BLAS's quick return
# leaves +0.0 (checked in torch: addmv gives 0., addmv_ on the stride-0 clone -0.). The sound
# pass rewrote it; both oracles saw the sign flip. Found by the 40-node soak (seed 88015324),
# shrunk from 52 ops.
# policy: sound
# expect: kept addmv: addmv_.default on self clone f32[1][0] computes otherwise than addmv.default: torch's kernel walks the tensor it writes by its layout [layout-preserved]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch at clone
def forward(self, select: "f32[1]", as_strided: "f32[1, 1][0, 0]", select_1: "f32[1][0]"):
    clone = torch.ops.aten.clone.default(select_1);  select_1 = None
    addmv = torch.ops.aten.addmv.default(clone, as_strided, select, beta = 0, alpha = False);  clone = as_strided = select = None
    return addmv
