# expect: 4:5: addbmm_.default: addbmm_ resizes self from [4] to [5, 4] in torch 1.13; an in-place op that changes self's shape is not modelled
# torch 1.13's addbmm_ resize_as_'s self to the product's shape (a bug: no in-place op may change self's shape); refused here, torch runs it.
def forward(self, x: "f32[4]", b1: "f32[3, 5, 2]", b2: "f32[3, 2, 4]"):
    y = torch.ops.aten.addbmm_.default(x, b1, b2)
    return y
