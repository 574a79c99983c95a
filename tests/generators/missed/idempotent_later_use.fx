# Forced past later-use, relu goes in place into add, and relu_1 then reads relu(add) where the
# program reads add: the values agree only because relu(relu(a)) is relu(a). Right by what relu
# computes, not by where it reads and writes: no miss.
# oracle: sound => equivalent
# oracle: sound --unsafe-force-rewrite=relu:later-use => equivalent
def forward(self, x: "f32[2, 3]"):
    add = torch.ops.aten.add.Tensor(x, 1);  x = None
    relu = torch.ops.aten.relu.default(add)
    relu_1 = torch.ops.aten.relu.default(add);  add = None
    return (relu, relu_1)
