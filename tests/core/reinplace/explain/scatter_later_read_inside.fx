# The same scatter, but the later read is of row 0, which the scatter overwrites: in place,
# addcmul would read row 1's values there.
# policy: sound
# expect: kept select_scatter: alias select_0 is used later by addcmul [later-use]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=later-use => value-mismatch at addcmul
def forward(self, x: "f32[2, 3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select_0 = torch.ops.aten.select.int(clone, 0, 0)
    select_1 = torch.ops.aten.select.int(clone, 0, 1)
    select_scatter = torch.ops.aten.select_scatter.default(clone, select_1, 0, 0);  clone = select_1 = None
    addcmul = torch.ops.aten.addcmul.default(select_0, select_0, select_scatter);  select_0 = select_scatter = None
    return addcmul
