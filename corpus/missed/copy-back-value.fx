# reinplace campaign --find=missed: copy-back-value
# the sound policy keeps mul by copy-back-value; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 452064 (reinplace gen --seed=452064 --nodes=16); shrunk from 13 to 7 ops
# seen 1 times in 1 graphs (1 after a rewrite only the sound policy takes; 0 where the sound policy saves fewer bytes than the pytorch policy)
# sound: kept mul: mul would live in input x, which copy_ overwrites before output reads it [copy-back-value]
# pytorch: inplaced mul -> mul_.Tensor
# replay: reinplace opt --explain corpus/missed/copy-back-value.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/copy-back-value.fx --policy=pytorch
# replay: reinplace check corpus/missed/copy-back-value.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1, 1]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    select = torch.ops.aten.select.int(add, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(add, mul, 0, 0);  add = None
    add_1 = torch.ops.aten.add.Tensor(select_scatter, 0);  select_scatter = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(add_1, None, None, mul, mul, True, 0.0, 0.0)
    copy_ = torch.ops.aten.copy_.default(x, add_1);  x = add_1 = None
    return mul
