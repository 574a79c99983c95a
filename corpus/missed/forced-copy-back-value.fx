# reinplace campaign --find=forced: copy-back-value
# the sound policy keeps add by copy-back-value; forced, its rewrite is right (oracle and certificate)
# found from seed 418 (reinplace gen --seed=418 --nodes=16); shrunk from 5 to 4 ops
# seen 48 times in 43 graphs (the pytorch policy rewrites 7 of them)
# sound: kept add: slice would live in input x, which copy_ overwrites before output reads it [copy-back-value]
# forced: inplaced add -> add_.Tensor into input x (--unsafe-force-rewrite=add:copy-back-value,returned-input)
# replay: reinplace opt --explain corpus/missed/forced-copy-back-value.fx
# replay: reinplace opt --explain corpus/missed/forced-copy-back-value.fx --unsafe-force-rewrite=add:copy-back-value,returned-input
# replay: reinplace check corpus/missed/forced-copy-back-value.fx --unsafe-force-rewrite=add:copy-back-value,returned-input --certify
# oracle: sound --unsafe-force-rewrite=add:copy-back-value,returned-input => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    slice = torch.ops.aten.slice.Tensor(add, 0, None, 0)
    relu = torch.ops.aten.relu.default(add);  add = None
    copy_ = torch.ops.aten.copy_.default(x, relu);  x = relu = None
    return slice
