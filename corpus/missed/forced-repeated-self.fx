# reinplace campaign --find=forced: repeated-self
# the sound policy keeps add by repeated-self; forced, its rewrite is right (oracle and certificate)
# found from seed 10 (reinplace gen --seed=10 --nodes=16); shrunk from 14 to 2 ops
# seen 4,185 times in 4,064 graphs (the pytorch policy rewrites 2 of them)
# sound: kept add: self relu is passed twice [repeated-self]
# forced: inplaced add -> add_.Tensor (--unsafe-force-rewrite=add:repeated-self)
# replay: reinplace opt --explain corpus/missed/forced-repeated-self.fx
# replay: reinplace opt --explain corpus/missed/forced-repeated-self.fx --unsafe-force-rewrite=add:repeated-self
# replay: reinplace check corpus/missed/forced-repeated-self.fx --unsafe-force-rewrite=add:repeated-self --certify
# oracle: sound --unsafe-force-rewrite=add:repeated-self => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    add = torch.ops.aten.add.Tensor(relu, relu);  relu = None
    return add
