# as_strided_scatter's result is never read, so it goes whatever it writes; its base select sits
# at offset 1, where as_strided's absolute offsets would reach other elements, which matters
# only to a scatter someone reads. A first version of the unread rule left the certificate
# checking those offsets: the sound campaign refuted it (seed 50274832).
# policy: sound
# expect: inplaced add_1 -> add_.Tensor
# expect: removed as_strided_scatter: nobody reads an element of it
# oracle: sound => equivalent
def forward(self, x: "f32[2, 1]"):
    clone = torch.ops.aten.clone.default(x)
    select = torch.ops.aten.select.int(clone, 0, 1);  clone = None
    split = torch.ops.aten.split.Tensor(select, 1)
    as_strided = torch.ops.aten.as_strided.default(select, [1, 1], [0, 1], 0)
    add_1 = torch.ops.aten.add.Tensor(as_strided, 0);  as_strided = None
    as_strided_scatter = torch.ops.aten.as_strided_scatter.default(select, add_1, [1, 1], [0, 1], 0);  select = add_1 = None
    return x
