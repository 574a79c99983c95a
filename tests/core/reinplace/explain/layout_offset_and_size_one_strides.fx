# In place, relu's result (row 1 of clone) has offset 1 and strides [2, 1] where a fresh one has
# offset 0 and strides [1, 1]: the strides differ only on size-1 dimensions. sum reads neither
# the offset nor size-1 strides (a reduction walks from the data pointer over the dims that
# address something), so the two changes together change nothing it computes. Found by the
# missed-rewrite campaign (seed 37324).
# policy: sound
# expect: inplaced relu -> relu_.default (saves 4 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, select: "f32[1, 2, 1]"):
    clone = torch.ops.aten.clone.default(select);  select = None
    select_1 = torch.ops.aten.select.int(clone, 1, 1);  clone = None
    relu = torch.ops.aten.relu.default(select_1);  select_1 = None
    sum = torch.ops.aten.sum.dim_IntList(relu, [0]);  relu = None
    return sum
