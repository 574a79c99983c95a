# Row 0 is updated while row 1 and a column are read later: the column shares an element with
# row 0, so mul stays out of place; the other row alone would not have stopped it.
# policy: sound
# expect: kept mul: alias select_2 is used later by sum_1 [later-use]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=later-use => value-mismatch at sum_1
def forward(self, x: "f32[2, 3]"):
    clone = torch.ops.aten.clone.default(x)
    select = torch.ops.aten.select.int(clone, 0, 0)
    select_1 = torch.ops.aten.select.int(clone, 0, 1)
    select_2 = torch.ops.aten.select.int(clone, 1, 0)
    mul = torch.ops.aten.mul.Tensor(select, 2)
    neg = torch.ops.aten.neg.default(select_1)
    sum_1 = torch.ops.aten.sum.dim_IntList(select_2, [0])
    return (mul, neg, sum_1)
