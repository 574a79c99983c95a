# reinplace campaign --find=forced: layout-preserved
# the sound policy keeps relu by layout-preserved; forced, its rewrite is right (oracle and certificate)
# found from seed 96 (reinplace gen --seed=96 --nodes=16); shrunk from 17 to 5 ops
# seen 6,101 times in 5,812 graphs (the pytorch policy rewrites 4,426 of them)
# sound: kept relu: in place the result would have strides [2] instead of [1], which _softmax_backward_data depends on [layout-preserved]
# forced: inplaced relu -> relu_.default (--unsafe-force-rewrite=relu:layout-preserved)
# replay: reinplace opt --explain corpus/missed/forced-layout-preserved.fx
# replay: reinplace opt --explain corpus/missed/forced-layout-preserved.fx --unsafe-force-rewrite=relu:layout-preserved
# replay: reinplace check corpus/missed/forced-layout-preserved.fx --unsafe-force-rewrite=relu:layout-preserved --certify
# oracle: sound --unsafe-force-rewrite=relu:layout-preserved => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    _softmax = torch.ops.aten._softmax.default(relu, 0, False)
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(relu, _softmax, 0, torch.float32);  relu = _softmax = None
    return _softmax_backward_data
