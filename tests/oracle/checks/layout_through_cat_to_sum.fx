# relu(relu(x)) and relu(x) differ only in the stride of a size-1 dim, but cat picks its memory
# format from that stride, and sum adds in an order that follows its input's strides: in place,
# the sum changes in the last bit (in torch eager too). Found by fuzz_pipeline (sound policy).
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch at sum
# oracle: pytorch => value-mismatch at sum
def forward(self, exp: "f32[2, 2, 1, 2][4, 1, 4, 2]", slice: "f32[1, 2, 1, 2][2, 1, 2, 4]"):
    relu = torch.ops.aten.relu.default(slice);  slice = None
    relu_1 = torch.ops.aten.relu.default(relu);  relu = None
    cat = torch.ops.aten.cat.default([relu_1, exp]);  relu_1 = None
    cat_2 = torch.ops.aten.cat.default([exp, cat]);  exp = cat = None
    sum = torch.ops.aten.sum.dim_IntList(cat_2, [0]);  cat_2 = None
    return sum
