# expect: 3:5: bernoulli.p: bernoulli_ expects p to be in [0, 1], but got p=1.5
def forward(self, x: "f32[3]"):
    y = torch.ops.aten.bernoulli.p(x, 1.5)
    return y
