# mul lives in row 1 of clone after the rewrite, and so does add, which reads it through a
# transpose: as_strided's absolute offset 0 then reads row 0. Found by a 500,000-graph sound campaign.
# oracle: sound => equivalent
# oracle: pytorch => value-mismatch
def forward(self, x: "f32[2]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select_1 = torch.ops.aten.select.int(clone, 0, 1);  clone = None
    mul = torch.ops.aten.mul.Tensor(select_1, 0);  select_1 = None
    transpose = torch.ops.aten.transpose.int(mul, 0, 0)
    add = torch.ops.aten.add.Tensor(transpose, mul);  transpose = mul = None
    as_strided = torch.ops.aten.as_strided.default(add, [1, 1], [0, 0], 0);  add = None
    return as_strided
