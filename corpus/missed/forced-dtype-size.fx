# reinplace campaign --find=forced: dtype-size
# the sound policy keeps add by dtype-size; forced, its rewrite is right (oracle and certificate)
# found from seed 8300 (reinplace gen --seed=8300 --nodes=16); shrunk from 6 to 3 ops
# seen 3 times in 3 graphs (the pytorch policy rewrites 0 of them)
# sound: kept add: result f32[] does not fit in self _to_copy f16[] [dtype-size]
# forced: inplaced add -> add_.Tensor (--unsafe-force-rewrite=add:dtype-size)
# replay: reinplace opt --explain corpus/missed/forced-dtype-size.fx
# replay: reinplace opt --explain corpus/missed/forced-dtype-size.fx --unsafe-force-rewrite=add:dtype-size
# replay: reinplace check corpus/missed/forced-dtype-size.fx --unsafe-force-rewrite=add:dtype-size --certify
# oracle: sound --unsafe-force-rewrite=add:dtype-size => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[]"):
    _to_copy = torch.ops.aten._to_copy.default(x, dtype = torch.float16)
    add = torch.ops.aten.add.Tensor(_to_copy, x);  _to_copy = x = None
    _to_copy_1 = torch.ops.aten._to_copy.default(add, dtype = torch.float16);  add = None
    return _to_copy_1
