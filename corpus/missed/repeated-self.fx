# reinplace campaign --find=missed: repeated-self
# the sound policy keeps index_add by repeated-self; the pytorch policy rewrites it, and that rewrite is right (oracle and certificate)
# found from seed 11293 (reinplace gen --seed=11293 --nodes=16); shrunk from 10 to 4 ops
# seen 2 times in 2 graphs (2 after a rewrite only the sound policy takes; 0 where the sound policy saves fewer bytes than the pytorch policy)
# sound: kept index_add: self add is passed twice [repeated-self]
# pytorch: inplaced index_add -> index_add_.default
# replay: reinplace opt --explain corpus/missed/repeated-self.fx --policy=sound
# replay: reinplace opt --explain corpus/missed/repeated-self.fx --policy=pytorch
# replay: reinplace check corpus/missed/repeated-self.fx --policy=pytorch --certify
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, arange: "i64[1]", as_strided: "b8[1, 1][0, 0]"):
    add = torch.ops.aten.add.Tensor(as_strided, 0);  as_strided = None
    slice = torch.ops.aten.slice.Tensor(add, 0, 1)
    slice_scatter = torch.ops.aten.slice_scatter.default(add, slice, 0, 1);  slice = None
    index_add = torch.ops.aten.index_add.default(slice_scatter, 0, arange, add);  slice_scatter = arange = add = None
    return index_add
