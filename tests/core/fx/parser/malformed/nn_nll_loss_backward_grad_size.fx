# expect: 3:5: nll_loss_backward.default: Expected a tensor of dimension 1 and tensor.size[0] == 4 but got: dimension 1 and tensor.size[0] = 3
def forward(self, g: "f32[3]", x: "f32[4, 5]", t: "i64[4]", tw: "f32[]"):
    y = torch.ops.aten.nll_loss_backward.default(g, x, t, None, 0, -100, tw)
    return y
