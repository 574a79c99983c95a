# The sum has the broadcast shape [3, 4]; writing it into the [4] clone would need a resize.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
# oracle: sound --unsafe-skip-check=dtype-size => invalid-graph at add
def forward(self, x_1: "f32[4]", y_1: "f32[3, 4]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    add = torch.ops.aten.add.Tensor(clone, y_1);  clone = y_1 = None
    return add
