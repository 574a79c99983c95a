# select_scatter_1 writes select_2 back where it already sits, in clone's second row; mul writes
# the first. Upstream takes the scatter for one of mul's: it is not, but neither its base nor its
# source shares an element with what mul writes, so both hold their values after mul and the
# scatter goes as a no-op. Found by the missed-rewrite campaign (seed 1977831).
# policy: sound
# expect: inplaced mul -> mul_.Tensor
# expect: removed select_scatter_1: its source select_2 already sits where it writes
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x: "f32[2, 1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_1 = torch.ops.aten.select.int(clone, 0, 1);  clone = None
    select_2 = torch.ops.aten.select.int(select_1, 0, 0)
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_1, select_2, 0, 0);  select_1 = select_2 = None
    return (select_scatter_1, mul)
