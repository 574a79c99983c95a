# reinplace campaign --find=forced: layout-preserved
# the sound policy keeps relu by layout-preserved; forced, its rewrite is right (oracle and certificate)
# found from seed 6482 (reinplace gen --seed=6482 --nodes=16); shrunk from 6 to 5 ops
# seen 36 times in 36 graphs (the pytorch policy rewrites 27 of them)
# sound: kept relu: in place the result would have strides [1, 6] instead of [1, 1], which remainder depends on [layout-preserved]
# forced: inplaced relu -> relu_.default (--unsafe-force-rewrite=relu:layout-preserved)
# replay: reinplace opt --explain corpus/missed/forced-layout-preserved.fx
# replay: reinplace opt --explain corpus/missed/forced-layout-preserved.fx --unsafe-force-rewrite=relu:layout-preserved
# replay: reinplace check corpus/missed/forced-layout-preserved.fx --unsafe-force-rewrite=relu:layout-preserved --certify
# oracle: sound --unsafe-force-rewrite=relu:layout-preserved => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1, 2, 2]", running_mean: "f32[2]", running_var: "f32[2]"):
    native_batch_norm = torch.ops.aten.native_batch_norm.default(x, None, None, running_mean, running_var, False, 0.0, 0.0);  x = running_mean = running_var = None
    getitem = native_batch_norm[0];  native_batch_norm = None
    diagonal = torch.ops.aten.diagonal.default(getitem);  getitem = None
    relu = torch.ops.aten.relu.default(diagonal);  diagonal = None
    add = torch.ops.aten.add.Tensor(relu, 0);  relu = None
    remainder = torch.ops.aten.remainder.Scalar(add, 0);  add = None
    return remainder
