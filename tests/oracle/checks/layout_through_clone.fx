# cumsum_ keeps relu's transposed strides; clone preserves them, and two ops later view() rejects them.
# Found by the generator's sound-policy property; upstream's pass gets it wrong too.
# oracle: sound => equivalent
# oracle: pytorch => invalid-graph
def forward(self, x: "f32[2, 3][1, 2]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    cumsum = torch.ops.aten.cumsum.default(relu, 0);  relu = None
    clone = torch.ops.aten.clone.default(cumsum);  cumsum = None
    slice = torch.ops.aten.slice.Tensor(clone, 1, 0, 9223372036854775807, 2);  clone = None
    relu_1 = torch.ops.aten.relu.default(slice);  slice = None
    view = torch.ops.aten.view.default(relu_1, [-1]);  relu_1 = None
    return view
