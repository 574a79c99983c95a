# select_scatter_expand_base with mul(select, 1): the pytorch policy deletes the scatter into an
# expanded base, which writes through every broadcast row. The rows receive what they hold
# already (x * 1 is x, -0 and NaN included), so the oracle finds no difference; the rewrite is
# wrong all the same (with any other arithmetic the rows differ, and the certificate refutes
# scatter-base-overlap): no miss. With add(select, 0) the oracle would find one: -0 + 0 is +0.
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x_1: "f32[4]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(clone, 0);  clone = None
    expand = torch.ops.aten.expand.default(unsqueeze, [3, 4]);  unsqueeze = None
    select = torch.ops.aten.select.int(expand, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 1);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(expand, mul, 0, 0);  expand = mul = None
    return select_scatter
