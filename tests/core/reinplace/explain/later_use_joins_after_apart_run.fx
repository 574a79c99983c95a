# A run of decisions writing one place (row 0 of base): mul_ into row_0, then add_ into what
# that made, each read beside by far (row 2). The pass remembers that far reads beside row 0,
# so the second decision asks only about uses that joined the class since. late, a reader of
# acc_1, joins when acc_1 is made in place: acc_2 must then be kept, for late reads acc_1
# after it.
# policy: sound
# expect: inplaced acc_0 -> mul_.Tensor
# expect: inplaced acc_1 -> add_.Tensor
# expect: kept acc_2: self row_0 is used later by late [later-use]
# oracle: sound => equivalent
def forward(self, x: "f32[4, 4]"):
    base = torch.ops.aten.clone.default(x)
    row_0 = torch.ops.aten.select.int(base, 0, 0)
    row_1 = torch.ops.aten.select.int(base, 0, 1)
    row_2 = torch.ops.aten.select.int(base, 0, 2)
    acc_0 = torch.ops.aten.mul.Tensor(row_0, 2)
    acc_1 = torch.ops.aten.add.Tensor(acc_0, row_1)
    acc_2 = torch.ops.aten.add.Tensor(acc_1, 1)
    far = torch.ops.aten.mul.Tensor(row_2, 3)
    late = torch.ops.aten.mul.Tensor(acc_1, 5)
    return (acc_2, far, late)
