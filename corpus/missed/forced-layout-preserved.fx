# reinplace campaign --find=forced: layout-preserved
# the sound policy keeps relu by layout-preserved; forced, its rewrite is right (oracle and certificate)
# found from seed 41 (reinplace gen --seed=41 --nodes=16); shrunk from 10 to 3 ops
# seen 3,413 times in 3,223 graphs (the pytorch policy rewrites 3,066 of them)
# sound: kept relu: in place the result would have strides [0, 1] instead of [1, 1], which view depends on [layout-preserved]
# forced: inplaced relu -> relu_.default (--unsafe-force-rewrite=relu:layout-preserved)
# replay: reinplace opt --explain corpus/missed/forced-layout-preserved.fx
# replay: reinplace opt --explain corpus/missed/forced-layout-preserved.fx --unsafe-force-rewrite=relu:layout-preserved
# replay: reinplace check corpus/missed/forced-layout-preserved.fx --unsafe-force-rewrite=relu:layout-preserved --certify
# oracle: sound --unsafe-force-rewrite=relu:layout-preserved => equivalent
# oracle: sound => equivalent
def forward(self, as_strided: "f32[1, 1][0, 1]"):
    clone = torch.ops.aten.clone.default(as_strided);  as_strided = None
    relu = torch.ops.aten.relu.default(clone);  clone = None
    view = torch.ops.aten.view.default(relu, [1]);  relu = None
    return view
