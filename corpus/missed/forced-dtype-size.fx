# reinplace campaign --find=forced: dtype-size
# the sound policy keeps gt by dtype-size; forced, its rewrite is right (oracle and certificate)
# found from seed 14062 (reinplace gen --seed=14062 --nodes=16); shrunk from 20 to 6 ops
# seen 7 times in 7 graphs (the pytorch policy rewrites 0 of them)
# sound: kept gt: result b8[1] does not fit in self select_scatter f32[1][0] [dtype-size]
# forced: inplaced gt -> gt_.Scalar (--unsafe-force-rewrite=gt:dtype-size,later-use)
# replay: reinplace opt --explain corpus/missed/forced-dtype-size.fx
# replay: reinplace opt --explain corpus/missed/forced-dtype-size.fx --unsafe-force-rewrite=gt:dtype-size,later-use
# replay: reinplace check corpus/missed/forced-dtype-size.fx --unsafe-force-rewrite=gt:dtype-size,later-use --certify
# oracle: sound --unsafe-force-rewrite=gt:dtype-size,later-use => equivalent
# oracle: sound => equivalent
def forward(self, running_mean: "f32[2]", running_var: "f32[2]", expand: "f32[1][0]", select: "f32[]"):
    select_scatter = torch.ops.aten.select_scatter.default(expand, select, 0, 0);  expand = select = None
    gt = torch.ops.aten.gt.Scalar(select_scatter, 0)
    masked_fill = torch.ops.aten.masked_fill.Scalar(select_scatter, gt, 0);  select_scatter = gt = None
    expand_1 = torch.ops.aten.expand.default(masked_fill, [1, 2]);  masked_fill = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(expand_1, None, None, running_mean, running_var, False, 0.0, 0.0);  expand_1 = running_mean = running_var = None
    getitem = native_batch_norm[0];  native_batch_norm = None
    slice = torch.ops.aten.slice.Tensor(getitem, 0, 1);  getitem = None
    return slice
