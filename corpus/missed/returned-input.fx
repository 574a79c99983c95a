# reinplace campaign --find=missed: returned-input
# the sound policy keeps select_scatter_1 by returned-input; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 292052 (reinplace gen --seed=292052 --nodes=16); shrunk from 10 to 7 ops
# seen 4 times in 4 graphs (4 after a rewrite only the sound policy takes; 1 where the sound policy saves fewer bytes than the pytorch policy)
# sound: kept select_scatter_1: returned select_scatter_2 would share memory with input x [returned-input]
# pytorch: scatter select_scatter_1 -> select_int = select.int + copy__default = copy_
# replay: reinplace opt --explain corpus/missed/returned-input.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/returned-input.fx --policy=pytorch
# replay: reinplace check corpus/missed/returned-input.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    select = torch.ops.aten.select.int(x, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(x, mul, 0, 0)
    select_1 = torch.ops.aten.select.int(select_scatter, 0, 0)
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_scatter, mul, 0, 0);  select_scatter = mul = None
    select_scatter_2 = torch.ops.aten.select_scatter.default(select_scatter_1, select_1, 0, 0);  select_scatter_1 = select_1 = None
    copy_ = torch.ops.aten.copy_.default(x, select_scatter_2);  x = None
    return select_scatter_2
