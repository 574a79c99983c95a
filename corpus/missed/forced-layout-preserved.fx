# reinplace campaign --find=forced: layout-preserved
# the sound policy keeps relu by layout-preserved; forced, its rewrite is right (oracle and certificate)
# found from seed 70 (reinplace gen --seed=70 --nodes=16); shrunk from 10 to 5 ops
# seen 6,576 times in 6,258 graphs (the pytorch policy rewrites 4,758 of them)
# sound: kept relu: in place the result would have strides [2] instead of [1], which gelu depends on [layout-preserved]
# forced: inplaced relu -> relu_.default (--unsafe-force-rewrite=relu:layout-preserved)
# replay: reinplace opt --explain corpus/missed/forced-layout-preserved.fx
# replay: reinplace opt --explain corpus/missed/forced-layout-preserved.fx --unsafe-force-rewrite=relu:layout-preserved
# replay: reinplace check corpus/missed/forced-layout-preserved.fx --unsafe-force-rewrite=relu:layout-preserved --certify
# oracle: sound --unsafe-force-rewrite=relu:layout-preserved => equivalent
# oracle: sound => equivalent
def forward(self, x: "i64[3]"):
    add = torch.ops.aten.add.Tensor(x, 2.0);  x = None
    slice = torch.ops.aten.slice.Tensor(add, 0, None, None, 2);  add = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    gelu = torch.ops.aten.gelu.default(relu);  relu = None
    split = torch.ops.aten.split.Tensor(gelu, 1);  gelu = None
    getitem = split[1];  split = None
    return getitem
