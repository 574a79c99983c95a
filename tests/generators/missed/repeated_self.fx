# add(relu, relu) reads relu twice while it would write it; an elementwise op reads each element
# before writing it, so add_(relu, relu) is right. Both policies keep add (repeated-self).
# oracle: pytorch => equivalent
# oracle: sound => equivalent
# oracle: sound --unsafe-force-rewrite=add:repeated-self => equivalent
def forward(self, x: "f32[2, 3]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    add = torch.ops.aten.add.Tensor(relu, relu);  relu = None
    return add
