# The same, but clone asks for a contiguous result: its layout is what it was, the change stops
# there, and sum reads what it read before. cumsum goes in place.
# policy: sound
# expect: inplaced cumsum -> cumsum_.default (saves 36 bytes)
# oracle: sound => equivalent
def forward(self, x: "f32[3, 3][1, 3]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    cumsum = torch.ops.aten.cumsum.default(relu, 0);  relu = None
    clone = torch.ops.aten.clone.default(cumsum, memory_format = torch.contiguous_format);  cumsum = None
    sum_1 = torch.ops.aten.sum.dim_IntList(clone, [1]);  clone = None
    return sum_1
