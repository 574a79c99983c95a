# Node by node, the sound policy writes mul into input x (the copy_ epilogue overwrites x), and
# select_scatter then goes; select_scatter_1 would then live in x, which select_scatter_2 is
# returned from (returned-input). Upstream keeps mul and select_scatter and rewrites
# select_scatter_1, which writes again what select_scatter wrote into row 0, so select_1 (row 0,
# taken before) keeps its value. The plan takes upstream's rewrites and leaves mul out. Found by
# the missed-rewrite campaign (seed 292052).
# policy: sound
# expect: kept mul: left out of the plan: rewriting it as well keeps select_scatter_1, which upstream's pass rewrites (returned select_scatter_2 would share memory with input x)
# expect: scatter select_scatter_1 -> select_int = select.int + copy__default = copy_ (saves 4 bytes)
# expect: removed select_scatter_2: it writes back what select_scatter_1 now writes in place (saves 4 bytes)
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
