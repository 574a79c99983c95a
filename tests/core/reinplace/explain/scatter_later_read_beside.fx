# select_scatter writes row 0 of clone; select_1, row 1, is read later by addcmul. The scatter
# writes no element of row 1, so in place (select(clone, 0, 0).copy_(select_1)) addcmul reads
# what it read before.
# policy: sound
# expect: scatter select_scatter -> select_int = select.int + copy__default = copy_
# oracle: sound => equivalent
def forward(self, x: "f32[2, 3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select_1 = torch.ops.aten.select.int(clone, 0, 1)
    select_scatter = torch.ops.aten.select_scatter.default(clone, select_1, 0, 0);  clone = None
    addcmul = torch.ops.aten.addcmul.default(select_1, select_1, select_scatter);  select_1 = select_scatter = None
    return addcmul
