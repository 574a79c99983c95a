# reinplace campaign --find=forced: scatter-source
# the sound policy keeps add_2 by scatter-source; forced, its rewrite is right (oracle and certificate)
# found from seed 39984 (reinplace gen --seed=39984 --nodes=16); shrunk from 14 to 5 ops
# seen 4 times in 4 graphs (the pytorch policy rewrites 3 of them)
# sound: kept add_2: later as_strided_scatter writes transpose somewhere other than where it lives after the rewrite [scatter-source]
# forced: inplaced add_2 -> add_.Tensor (--unsafe-force-rewrite=add_2:scatter-source,layout-preserved)
# replay: reinplace opt --explain corpus/missed/forced-scatter-source.fx
# replay: reinplace opt --explain corpus/missed/forced-scatter-source.fx --unsafe-force-rewrite=add_2:scatter-source,layout-preserved
# replay: reinplace check corpus/missed/forced-scatter-source.fx --unsafe-force-rewrite=add_2:scatter-source,layout-preserved --certify
# oracle: sound --unsafe-force-rewrite=add_2:scatter-source,layout-preserved => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1, 1]"):
    add = torch.ops.aten.add.Tensor(x, x);  x = None
    as_strided = torch.ops.aten.as_strided.default(add, [1, 1], [0, 1])
    add_2 = torch.ops.aten.add.Tensor(as_strided, 0);  as_strided = None
    transpose = torch.ops.aten.transpose.int(add_2, 1, 0);  add_2 = None
    as_strided_scatter = torch.ops.aten.as_strided_scatter.default(add, transpose, [1, 1], [0, 1]);  add = transpose = None
    return as_strided_scatter
