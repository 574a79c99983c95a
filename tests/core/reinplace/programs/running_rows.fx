# A program as a user writes it, functionalized and traced by tools/torch_export.py function
# (make_fx of functionalize, torch 1.13); NAME.pytorch.expected is torch's pass on it. Every row
# of a fresh base read late while an accumulator made from row 0 is updated in place: each add
# writes row 0 again and reads a row beside it, the run of decisions the sound policy's apart
# memo answers without asking every remaining row again (docs/performance.md, live_views):
#     def running_rows(x):
#         base = x.clone()
#         rows = base.unbind(0)
#         acc = rows[0] * 2
#         for r in rows[1:]:
#             acc = acc + r
#         return acc
def forward(self, x_1: "f32[6, 6]"):
    clone: "f32[6, 6][6, 1]" = torch.ops.aten.clone.default(x_1);  x_1 = None
    unbind = torch.ops.aten.unbind.int(clone);  clone = None
    getitem: "f32[6][1]" = unbind[0]
    getitem_1: "f32[6][1]@6" = unbind[1]
    getitem_2: "f32[6][1]@12" = unbind[2]
    getitem_3: "f32[6][1]@18" = unbind[3]
    getitem_4: "f32[6][1]@24" = unbind[4]
    getitem_5: "f32[6][1]@30" = unbind[5];  unbind = None
    mul: "f32[6][1]" = torch.ops.aten.mul.Tensor(getitem, 2);  getitem = None
    add: "f32[6][1]" = torch.ops.aten.add.Tensor(mul, getitem_1);  mul = getitem_1 = None
    add_1: "f32[6][1]" = torch.ops.aten.add.Tensor(add, getitem_2);  add = getitem_2 = None
    add_2: "f32[6][1]" = torch.ops.aten.add.Tensor(add_1, getitem_3);  add_1 = getitem_3 = None
    add_3: "f32[6][1]" = torch.ops.aten.add.Tensor(add_2, getitem_4);  add_2 = getitem_4 = None
    add_4: "f32[6][1]" = torch.ops.aten.add.Tensor(add_3, getitem_5);  add_3 = getitem_5 = None
    return add_4
